import { centsToMoney } from '@skinbox/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerLimits } from '../db/schema';
import { AppError } from '../http/errors';
import { limitsInForce } from './rules/changes';
import { breachedWindow, WINDOWS } from './rules/windows';
import { depositUsage } from './usage';

/**
 * Where the limits hold. Stakes and spends are checked by the database itself: a trigger on every
 * ledger debit to the house or escrow (limits/sql/enforce_play_limits.sql) refuses it during a
 * pause or past a loss limit, whichever code path or SQL function wrote it, after locking the
 * player's limits row so parallel stakes pass one at a time. Its refusals come back as SQLSTATE
 * codes that databaseRefusals.ts turns into the catalogue's. Recharges and rolls are checked here,
 * in their transactions.
 */

/** Serialises a player's recharges while their deposits are counted (second key: the user id). */
const DEPOSIT_LOCK = 6_000_020;

function refuseWhilePausedRow(row: { pausedUntil: Date | null } | undefined, now: Date) {
  if (row?.pausedUntil && row.pausedUntil > now) throw new AppError(403, 'errors.playPaused');
}

/** Refuses any roll, free or paid, of a player in a cool-off or self-exclusion. */
export async function refuseWhilePaused(tx: Db, userId: number, now: Date) {
  const [row] = await tx
    .select({ pausedUntil: playerLimits.pausedUntil })
    .from(playerLimits)
    .where(eq(playerLimits.userId, userId));
  refuseWhilePausedRow(row, now);
}

/**
 * The limits' part of a recharge, in the transaction that places the order or redeems the card,
 * before it is recorded: refused during a pause and past a deposit limit. The player's recharges
 * wait for each other here (an advisory lock, not the limits row the stakes lock, so a recharge
 * and a stake never wait for each other in opposite orders).
 */
export async function enforceDepositLimits(tx: Db, userId: number, cents: bigint, now: Date) {
  const [row] = await tx.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  if (!row) return;
  refuseWhilePausedRow(row, now);
  const limits = limitsInForce(row, now);
  if (!WINDOWS.some((window) => limits[`deposit${window}`] !== undefined)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${DEPOSIT_LOCK}, ${userId})`);
  const breach = breachedWindow(limits, 'deposit', await depositUsage(tx, userId, now), cents);
  if (breach) {
    throw new AppError(409, `errors.depositLimit${breach.window}`, {
      remaining: centsToMoney(breach.remainingCents),
    });
  }
}
