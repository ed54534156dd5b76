import { configItem } from '../db/schema';
import type { Feature } from '../platform/feature';
import { seedRewardBoxes } from '../welfare/rewardBoxes';
import { SPREAD_REWARD_BOX } from './names';
import { registerSpreadRoutes } from './routes';
import { SPREAD_DEFAULT_SETTINGS } from './settings';

/**
 * Referral (GAMES.md section 7): its calls, and the seed of its config items (tiers, box
 * threshold; an operator's values are left alone) and of the spread box from the catalogue.
 * Rewards are credited by the recharge itself (recharge/credit.ts).
 */
export const referralFeature: Feature = {
  name: 'referral',
  routes: registerSpreadRoutes,
  async seed({ db }) {
    await db
      .insert(configItem)
      .values(
        Object.entries(SPREAD_DEFAULT_SETTINGS).map(([itemKey, itemValue]) => ({
          platformId: 1,
          itemKey,
          itemValue,
        })),
      )
      .onConflictDoNothing();
    await seedRewardBoxes(db, [SPREAD_REWARD_BOX]);
  },
};
