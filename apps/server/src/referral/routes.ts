import { centsToMoney, spread as contract } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { toGoodsSummary } from '../catalogue/goods';
import { users } from '../db/schema';
import { route } from '../http/route';
import type { RouteModule } from '../platform/deps';
import { loadUser } from '../platform/loadUser';
import { invitedWhoRecharged } from '../turntable/queries';
import { loadRewardBox, presentBox } from '../welfare/rewardBoxes';
import { openSpreadBox } from './actions';
import { SPREAD_REWARD_BOX } from './names';
import {
  inviteeDetail,
  inviteePage,
  invitedTotals,
  rewardTotalCents,
  unopenedBoxes,
} from './queries';
import { nextTierOf, percentOf, tierOf, type Tier } from './rules/tiers';
import { readSpreadSettings } from './settings';

const presentTier = (tier: Tier) => ({
  invited: tier.invited,
  percent: percentOf(tier.basisPoints),
});

/** The referral calls (/api/spread): rules, the player's figures, invitees, one invitee, the box. */
export const registerSpreadRoutes: RouteModule = ({ app, db, config, clock }) => {
  route(app, contract.rules, async (_input, { userId, locale }) => {
    const platformId = userId === null ? undefined : (await loadUser(db, userId)).platformId;
    const [settings, box] = await Promise.all([
      readSpreadSettings(db, platformId),
      loadRewardBox(db, 'spread', SPREAD_REWARD_BOX.slot),
    ]);
    const shown = box ? presentBox(box, locale, config.ASSET_BASE_URL) : null;
    return {
      tiers: settings.tiers.map(presentTier),
      boxThreshold: centsToMoney(settings.boxThresholdCents),
      box: shown && { ...shown, value: centsToMoney(shown.value) },
    };
  });

  route(app, contract.info, async (_input, { userId }) => {
    const [me] = await db
      .select({ spreadCode: users.spreadCode, platformId: users.platformId })
      .from(users)
      .where(eq(users.id, userId));
    const settings = await readSpreadSettings(db, me?.platformId);
    const [recharged, totals, reward, boxes] = await Promise.all([
      invitedWhoRecharged(db, userId),
      invitedTotals(db, userId),
      rewardTotalCents(db, userId),
      unopenedBoxes(db, userId),
    ]);
    const next = nextTierOf(settings.tiers, recharged);
    return {
      spreadCode: me?.spreadCode ?? '',
      invited: totals.invited,
      recharged,
      rechargeTotal: centsToMoney(totals.rechargeCents),
      rewardTotal: centsToMoney(reward),
      spreadBoxCount: boxes,
      tier: presentTier(tierOf(settings.tiers, recharged)),
      nextTier: next && presentTier(next),
    };
  });

  route(app, contract.users, (input, { userId }) => inviteePage(db, userId, input));

  route(app, contract.userDetail, async (input, { userId }) => {
    const { user, records, total } = await inviteeDetail(db, userId, input);
    return {
      user,
      total,
      list: records.map((record) => ({
        id: record.id,
        createdAt: record.createdAt.toISOString(),
        recharge: centsToMoney(record.rechargeCents),
        percent: percentOf(record.basisPoints),
        reward: centsToMoney(record.rewardCents),
      })),
    };
  });

  route(app, contract.openBox, async (_input, { userId, locale }) => {
    const { drop, left } = await openSpreadBox(db, userId, clock.now());
    return {
      goods: toGoodsSummary(drop.item, locale, config.ASSET_BASE_URL),
      bagItemId: drop.bagItemId,
      rollId: drop.rollId,
      ticket: drop.ticket,
      spreadBoxCount: left,
    };
  });
};
