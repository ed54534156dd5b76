import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timedBoxDraws } from '../db/schema';
import { sendMessage } from '../messages/actions';
import type { Period } from '../runtime/siteClock';
import { centsToMoney } from '@skinbox/api';
import { loadRewardBox, rollRewardBox } from '../welfare/rewardBoxes';
import { rechargedByPlayer } from './queries';
import { isJoined, type TimedBoxRule } from './rules/boxes';

/** DESIGN section 3: the game prefix of timed-box rolls. */
export const TIMEBOX_GAME = 'timebox';

/**
 * The end of a timed box's period (DESIGN section 4): every player who joined it (recharge in the
 * period at the threshold, and the box's VIP level) gets one roll, put in the bag, with an in-site
 * message. Runs inside the period's job; a player already drawn for the period is skipped, and
 * the (player, slot, period) unique key is the last word on "one roll".
 */
export async function drawTimedBox(tx: Db, rule: TimedBoxRule, period: Period) {
  const box = await loadRewardBox(tx, 'timed', rule.slot);
  if (!box) throw new Error(`timed box ${rule.slot} is not seeded`);
  const joined = (await rechargedByPlayer(tx, period.start, period.end)).filter((row) =>
    isJoined(rule, row.cents, row.vipLevel),
  );
  const drawn = new Set(
    (
      await tx
        .select({ userId: timedBoxDraws.userId })
        .from(timedBoxDraws)
        .where(and(eq(timedBoxDraws.slot, rule.slot), eq(timedBoxDraws.period, period.key)))
    ).map((row) => row.userId),
  );
  let rolled = 0;
  for (const player of joined.filter((row) => !drawn.has(row.userId))) {
    const drop = await rollRewardBox(tx, player.userId, TIMEBOX_GAME, box.contents);
    await tx.insert(timedBoxDraws).values({
      userId: player.userId,
      slot: rule.slot,
      period: period.key,
      rechargedCents: player.cents,
      rollId: drop.rollId,
      bagItemId: drop.bagItemId,
      itemId: drop.item.goodsId,
      priceCents: drop.priceCents,
    });
    await sendMessage(tx, player.userId, {
      template: 'timedBoxDraw',
      params: { price: centsToMoney(drop.priceCents) },
    });
    rolled += 1;
  }
  return rolled;
}
