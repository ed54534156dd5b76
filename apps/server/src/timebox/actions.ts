import { GAME } from '@skinbox/fairness';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { timedBoxDraws } from '../db/schema';
import { sendMessage } from '../messages/actions';
import type { Period } from '../runtime/siteClock';
import { centsToMoney } from '@skinbox/api';
import { loadRewardBox, rollRewardBox } from '../welfare/rewardBoxes';
import { rechargedByPlayer } from './queries';
import { isJoined, type TimedBoxRule } from './rules/boxes';

/**
 * Who gets a roll at the end of a timed box's period (DESIGN section 4): every player who joined
 * it (recharge in the period at the threshold, and the box's VIP level) and was not drawn yet.
 */
export async function timedBoxEntrants(tx: Db, rule: TimedBoxRule, period: Period) {
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
  return joined.filter((row) => !drawn.has(row.userId));
}

/**
 * One joined player's roll of the box for the period, put in the bag, with an in-site message.
 * The (player, slot, period) unique key is the last word on "one roll": a second call gives
 * nothing and answers false.
 */
export async function drawTimedBoxFor(
  tx: Db,
  rule: TimedBoxRule,
  period: Period,
  player: { userId: number; rechargedCents: bigint },
  now: Date,
): Promise<boolean> {
  const [drawn] = await tx
    .select({ id: timedBoxDraws.id })
    .from(timedBoxDraws)
    .where(
      and(
        eq(timedBoxDraws.userId, player.userId),
        eq(timedBoxDraws.slot, rule.slot),
        eq(timedBoxDraws.period, period.key),
      ),
    );
  if (drawn) return false;
  const box = await loadRewardBox(tx, 'timed', rule.slot);
  if (!box) throw new Error(`timed box ${rule.slot} is not seeded`);
  const drop = await rollRewardBox(tx, player.userId, GAME.timebox, box.contents, now);
  await tx.insert(timedBoxDraws).values({
    userId: player.userId,
    slot: rule.slot,
    period: period.key,
    rechargedCents: player.rechargedCents,
    rollId: drop.rollId,
    bagItemId: drop.bagItemId,
    itemId: drop.item.goodsId,
    priceCents: drop.priceCents,
  });
  await sendMessage(tx, player.userId, {
    template: 'timedBoxDraw',
    params: { price: centsToMoney(drop.priceCents) },
  });
  return true;
}
