import { RANKING_POOL_PLACES } from '@skinbox/api';
import { asc } from 'drizzle-orm';
import { SETTING_KEYS } from '../content/rules/settingKeys';
import { readMoneySetting } from '../content/settings';
import type { Db } from '../db/database';
import { signinAwards } from '../db/schema';
import { readPoolCents } from '../ranking/queries';
import { RANKING_PACKETS_CENTS, qualifyingTurnoverCents } from '../ranking/rules/prizes';
import { TIMED_BOXES } from '../timebox/rules/boxes';
import { expectedSpinCents, wheelFor } from '../turntable/rules/prizes';
import { expectedValueCents, loadRewardBoxes } from '../welfare/rewardBoxes';
import { WELFARE_TIERS } from '../welfare/rules/tiers';
import { POINT_VALUE } from '../economy/rules/expectedReturn';
import type { RewardCost } from '../economy/rules/rewards';
import { openHousePrizes } from '../roll/queries';
import { promotionCostReport } from './promotionCosts';
import { adjustmentCostReport } from './adjustmentCosts';

const coins = (cents: bigint | number) => Number(cents) / 100;

/**
 * What each reward costs the house per player and period at today's prices (reward boxes are
 * valued at their items' prices in force), for the `economy` ops verb.
 */
export async function rewardCostReport(db: Db, now: Date): Promise<RewardCost[]> {
  const [welfare, timed, awards, pool, album] = await Promise.all([
    loadRewardBoxes(db, 'welfare'),
    loadRewardBoxes(db, 'timed'),
    db.select().from(signinAwards).orderBy(asc(signinAwards.day)),
    readPoolCents(db),
    readMoneySetting(db, SETTING_KEYS.stickerAlbumRewardAmount),
  ]);
  const rows: RewardCost[] = [];
  for (const rule of WELFARE_TIERS) {
    const box = welfare.find((b) => b.slot === `tier${rule.tier}`);
    if (!box) continue;
    const value = coins(expectedValueCents(box.contents));
    rows.push({
      reward: `welfare tier ${rule.tier} (VIP${rule.vipLevel})`,
      per: 'day',
      coinsPerPlayer: value,
      takes: `${rule.points} welfare points = ${rule.points} coins of turnover`,
      share: value / rule.points,
    });
  }
  for (const rule of TIMED_BOXES) {
    const box = timed.find((b) => b.slot === rule.slot);
    if (!box) continue;
    const value = coins(expectedValueCents(box.contents));
    const level = rule.vipLevel > 0 ? ` at VIP${rule.vipLevel}` : '';
    rows.push({
      reward: `timed box ${rule.slot}`,
      per: rule.period,
      coinsPerPlayer: value,
      takes: `recharge ${coins(rule.thresholdCents)} in the ${rule.period}${level}`,
      share: value / coins(rule.thresholdCents),
    });
  }
  const share = pool / BigInt(RANKING_POOL_PLACES);
  const qualifying = qualifyingTurnoverCents(pool);
  const takes = `${coins(qualifying).toFixed(2)} coins of the day's turnover`;
  RANKING_PACKETS_CENTS.forEach((packet, i) =>
    rows.push({
      reward: `turnover board place ${i + 1}`,
      per: 'day',
      coinsPerPlayer: coins(packet + share),
      takes,
      share: Number(packet + share) / Number(qualifying),
    }),
  );
  rows.push({
    reward: `turnover board places ${RANKING_PACKETS_CENTS.length + 1}-${RANKING_POOL_PLACES}`,
    per: 'day',
    coinsPerPlayer: coins(share),
    takes,
    share: Number(share) / Number(qualifying),
  });
  rows.push(
    {
      reward: 'turntable, top prize unlocked',
      per: 'week',
      coinsPerPlayer: coins(expectedSpinCents(wheelFor(true))),
      takes: 'invited players who recharged',
      share: null,
    },
    {
      reward: 'turntable',
      per: 'week',
      coinsPerPlayer: coins(expectedSpinCents(wheelFor(false))),
      takes: 'nothing',
      share: null,
    },
  );
  const week = awards.reduce(
    (sum, a) => sum + (a.kind === 'point' ? coins(a.cents) * POINT_VALUE : coins(a.cents)),
    0,
  );
  rows.push(
    {
      reward: 'sign-in (7 days)',
      per: 'week',
      coinsPerPlayer: week,
      takes: 'a sign-in a day',
      share: null,
    },
    {
      reward: 'sticker album',
      per: 'once',
      coinsPerPlayer: coins(album),
      takes: 'every sticker',
      share: null,
    },
  );
  // Roll rooms are free to join: the house's prizes are a promotion, one prize per player a room.
  const roll = await openHousePrizes(db);
  rows.push({
    reward: `roll rooms (${roll.rooms} open, ${coins(roll.totalCents).toFixed(2)} in prizes)`,
    per: 'room',
    coinsPerPlayer: coins(roll.dearestCents),
    takes: 'joining (free), within the room conditions',
    share: null,
  });
  // The box page's demo spin (boxes/demo.ts) only reads: it pays nothing, however often it spins.
  rows.push({
    reward: 'demo spin (box page)',
    per: 'spin',
    coinsPerPlayer: 0,
    takes: 'nothing; nothing is credited or written',
    share: null,
  });
  rows.push(...(await promotionCostReport(db)));
  rows.push(...(await adjustmentCostReport(db, now)));
  return rows;
}
