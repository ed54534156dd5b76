import { defaultClientSeed, newSeedPair, roll, type RollResult } from '@skinbox/fairness';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seedPairs } from '../db/schema/fairness';
import { AppError } from '../http/errors';
import { refuseWhilePaused } from '../limits/enforcement';

export type SeedPairRow = typeof seedPairs.$inferSelect;

/** Advisory lock class of a user's seed pair changes (the second key is the user id). */
const SEED_CHANGE_LOCK = 6_000_002;

/**
 * Serialises a user's seed pair changes until the transaction ends. Without it, parallel changes
 * each waited on the active pair, found it retired by the one before, and (with a third retiring
 * the next) could find no active pair at all: 500s (issue 13, finding 10).
 */
export async function lockSeedPairChanges(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_CHANGE_LOCK}, ${userId})`);
}

/**
 * How often a roll looks again for the active pair that changes keep retiring under it (issue 27:
 * 20 client-seed changes beside 40 rolls of one player answered 500 44 times) before the player
 * is told, with a 409, that the pair changed and the roll should be tried again.
 */
export const ACTIVE_PAIR_TRIES = 3;

/** A roll that lost its race with the player's own seed changes: nothing was written. */
export const seedPairChanged = () => new AppError(409, 'errors.seedPairChanged');

/**
 * The user's active seed pair, locked for the rest of the transaction (made on first use). The
 * lock serialises a user's rolls, so nonces are never reused. A pair that a seed change retired
 * while this waited for its lock is no longer active, and its successor is read by the next look.
 */
export async function lockActiveSeedPair(tx: Db, userId: number): Promise<SeedPairRow> {
  for (let tried = 0; tried < ACTIVE_PAIR_TRIES; tried += 1) {
    const existing = await selectActiveForUpdate(tx, userId);
    if (existing) return existing;
    // No active pair: the user's first roll makes one (a parallel first roll, or a change that
    // is committing, may have made it: then this does nothing and the next look finds theirs).
    const fresh = await newSeedPair(defaultClientSeed());
    await tx.execute(sql`
      INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed)
      VALUES (${userId}, ${fresh.serverSeed}, ${fresh.serverSeedHash}, ${fresh.clientSeed})
      ON CONFLICT (user_id) WHERE retired_at IS NULL DO NOTHING`);
  }
  throw seedPairChanged();
}

async function selectActiveForUpdate(tx: Db, userId: number) {
  const [pair] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.retiredAt)))
    .for('update');
  return pair;
}

export interface PlannedRoll extends RollResult {
  nonce: number;
  cursor: number;
}

/**
 * The next `count` rolls of `game` with the locked pair, at nonces pair.nonce … +count-1, cursor 0.
 * The caller stores each in `rolls` (seed pair, game, nonce, cursor, ticket) and then calls
 * `advanceNonce`, in the same transaction.
 */
export async function planRolls(pair: SeedPairRow, game: string, count: number) {
  const planned: PlannedRoll[] = [];
  for (let i = 0; i < count; i += 1) {
    const nonce = pair.nonce + i;
    const result = await roll({
      game,
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce,
      cursor: 0,
    });
    planned.push({ ...result, nonce, cursor: 0 });
  }
  return planned;
}

/**
 * Takes the next `count` nonces of the user's active pair with one conditional update, which also
 * locks the pair until the transaction ends (a user's rolls are serial; a rollback gives the nonces
 * back). Returns the pair as it was before, so `pair.nonce` is the first nonce taken.
 */
export async function reserveNonces(
  tx: Db,
  userId: number,
  count: number,
  now: Date,
): Promise<SeedPairRow> {
  // A roll is play, free or paid: none during a cool-off or self-exclusion (limits/).
  await refuseWhilePaused(tx, userId, now);
  const take = async () => {
    const [pair] = await tx
      .update(seedPairs)
      .set({ nonce: sql`${seedPairs.nonce} + ${count}` })
      .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.retiredAt)))
      .returning();
    return pair ? { ...pair, nonce: pair.nonce - count } : undefined;
  };
  const taken = await take();
  if (taken) return taken;
  // None, or retired by a change while this waited: the pair locked here stays active.
  await lockActiveSeedPair(tx, userId);
  const afterLock = await take();
  if (!afterLock) throw new Error('the locked active seed pair was retired');
  return afterLock;
}
