import { defaultClientSeed, newSeedPair, roll, type RollResult } from '@skinbox/fairness';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seedPairs } from '../db/schema/fairness';
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
 * The user's active seed pair, locked for the rest of the transaction (made on first use). The
 * lock serialises a user's rolls, so nonces are never reused.
 */
export async function lockActiveSeedPair(tx: Db, userId: number): Promise<SeedPairRow> {
  const existing = await selectActiveForUpdate(tx, userId);
  if (existing) return existing;
  // First roll of this user: make a pair; a parallel first roll may win the race, then use its.
  const fresh = await newSeedPair(defaultClientSeed());
  await tx.execute(sql`
    INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed)
    VALUES (${userId}, ${fresh.serverSeed}, ${fresh.serverSeedHash}, ${fresh.clientSeed})
    ON CONFLICT (user_id) WHERE retired_at IS NULL DO NOTHING`);
  const pair = await selectActiveForUpdate(tx, userId);
  if (!pair) throw new Error('the active seed pair vanished inside its transaction');
  return pair;
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
export async function reserveNonces(tx: Db, userId: number, count: number): Promise<SeedPairRow> {
  // A roll is play, free or paid: none during a cool-off or self-exclusion (limits/).
  await refuseWhilePaused(tx, userId);
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
  await lockActiveSeedPair(tx, userId);
  const afterCreate = await take();
  if (!afterCreate) throw new Error('the active seed pair vanished inside its transaction');
  return afterCreate;
}
