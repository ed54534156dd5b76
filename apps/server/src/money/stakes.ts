/**
 * GAMES.md section 0 "Stakes": what a player puts into a game moves to the `escrow` account when
 * placed, and leaves it once: settled by the game's outcome (the settling transaction then pays
 * winners, crediting from escrow) or refunded to the player. Every function runs in the caller's
 * transaction, so the stake moves with the game state that explains it.
 *
 * A refund is a ledger row that names its stake (`stake_id`). Two guards keep it single: the
 * stake's status moves from 'held' by compare-and-set, and a unique index on the refund rows'
 * stake_id (db/schema/money.ts) refuses a second refund even from code that skipped the first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { stakes, type Currency } from '../db/schema/money';
import { AppError } from '../http/errors';
import { credit, debit, type Executor } from './ledger';

export interface StakeRequest {
  userId: number;
  currency: Currency;
  /** Positive integer cents. */
  cents: bigint;
  /** The game's prefix, e.g. 'battle'. */
  game: string;
  /** Unique per game, e.g. 'room:42:seat:3'. */
  reference: string;
}

export type Stake = typeof stakes.$inferSelect;

/**
 * Takes the stake from the player's balance into escrow (409 errors.insufficientBalance when it
 * is short, and then nothing is written). Returns the stake's id.
 */
export async function placeStake(tx: Executor, request: StakeRequest): Promise<number> {
  const { userId, currency, cents, game, reference } = request;
  const [stake] = await tx
    .insert(stakes)
    .values({ userId, currency, cents, game, reference })
    .returning({ id: stakes.id });
  if (!stake) throw new Error('the stake insert returned no row');
  await debit(tx, {
    userId,
    currency,
    cents,
    kind: 'stake.place',
    reference: `stake:${stake.id}`,
    account: 'escrow',
    stakeId: stake.id,
  });
  return stake.id;
}

/** Moves a held stake to `status`, or refuses with 409 errors.stakeSettled. */
async function closeStake(tx: Executor, stakeId: number, status: 'settled' | 'refunded') {
  const [stake] = await tx
    .update(stakes)
    .set({ status, closedAt: sql`now()` })
    .where(and(eq(stakes.id, stakeId), eq(stakes.status, 'held')))
    .returning();
  if (!stake) throw new AppError(409, 'errors.stakeSettled');
  return stake;
}

/** Gives a held stake back to its player, once. Returns the player's new balance. */
export async function refundStake(tx: Executor, stakeId: number): Promise<bigint> {
  const stake = await closeStake(tx, stakeId, 'refunded');
  return credit(tx, {
    userId: stake.userId,
    currency: stake.currency,
    cents: stake.cents,
    kind: 'stake.refund',
    reference: `stake:${stake.id}`,
    account: 'escrow',
    stakeId: stake.id,
  });
}

/** Marks a held stake as decided by the game's outcome; the caller pays the winners. */
export function settleStake(tx: Executor, stakeId: number): Promise<Stake> {
  return closeStake(tx, stakeId, 'settled');
}

/**
 * Marks many held stakes as decided in one statement (a crowd's cash-outs at one tick), or
 * refuses with 409 errors.stakeSettled, changing none, when one of them was no longer held.
 */
export async function settleStakes(tx: Executor, stakeIds: readonly number[]): Promise<void> {
  if (stakeIds.length === 0) return;
  const settled = await tx
    .update(stakes)
    .set({ status: 'settled', closedAt: sql`now()` })
    .where(and(inArray(stakes.id, [...stakeIds]), eq(stakes.status, 'held')))
    .returning({ id: stakes.id });
  if (settled.length !== new Set(stakeIds).size) throw new AppError(409, 'errors.stakeSettled');
}
