import { centsToMoney } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { wagerTransfers } from '../db/schema';
import { AppError } from '../http/errors';
import { wageringStanding } from './queries';

/**
 * The lock's word on an extraction (issue 26), in the extraction's transaction: refused before a
 * first real payment, and while any turnover is owed, each with a message that says why (and how
 * much turnover is left).
 */
export async function requireExtractable(tx: Db, userId: number, multiple: number) {
  const standing = await wageringStanding(tx, userId, multiple);
  if (!standing.paid) throw new AppError(409, 'errors.extractNeedsPayment');
  if (standing.owedCents > 0n) {
    throw new AppError(409, 'errors.extractNeedsTurnover', {
      amount: centsToMoney(standing.owedCents),
    });
  }
}

/**
 * A settled battle's drops that went from one player's seat to another's carry the loser's lock
 * with them: of each loser, as much still-locked value (owed turnover ÷ `multiple`) as the drops
 * the other players took were worth moves to those players, in the settlement's transaction. Bots'
 * seats and the drops a player keeps move nothing; a settlement moves a lock once.
 */
export async function moveLocksWithDrops(tx: Db, battleId: number, multiple: number) {
  const result = await tx.execute(sql`
    SELECT lost.user_id AS from_user_id, won.user_id AS to_user_id, sum(d.price_cents)::text AS cents
    FROM battle_drops d
    JOIN battle_seats lost ON lost.battle_id = d.battle_id AND lost.seat = d.seat
    JOIN battle_seats won ON won.battle_id = d.battle_id AND won.seat = d.taken_by_seat
    WHERE d.battle_id = ${battleId} AND d.taken_by_seat <> d.seat
      AND NOT lost.is_bot AND NOT won.is_bot AND lost.user_id <> won.user_id
    GROUP BY lost.user_id, won.user_id
    ORDER BY lost.user_id, won.user_id`);
  const moves = (
    result as unknown as {
      rows: Array<{ from_user_id: string; to_user_id: string; cents: string }>;
    }
  ).rows;
  const unmet = new Map<number, bigint>();
  for (const move of moves) {
    const from = Number(move.from_user_id);
    if (!unmet.has(from)) {
      const standing = await wageringStanding(tx, from, multiple);
      unmet.set(from, standing.owedCents / BigInt(multiple));
    }
    const left = unmet.get(from) ?? 0n;
    const taken = BigInt(move.cents);
    const cents = taken < left ? taken : left;
    if (cents <= 0n) continue;
    unmet.set(from, left - cents);
    await tx
      .insert(wagerTransfers)
      .values({
        fromUserId: from,
        toUserId: Number(move.to_user_id),
        cents,
        reference: `battle:${battleId}`,
      })
      .onConflictDoNothing();
  }
}
