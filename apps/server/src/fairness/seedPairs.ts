import { defaultClientSeed, newSeedPair, roll, type RollResult } from '@skinbox/fairness';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rolls, seedPairs } from '../db/schema/fairness';

export type SeedPairRow = typeof seedPairs.$inferSelect;

/**
 * The user's active seed pair, locked for the rest of the transaction (made on first use). The
 * lock serialises a user's rolls, so nonces are never reused.
 */
export async function lockActiveSeedPair(tx: Db, userId: number): Promise<SeedPairRow> {
  const fresh = await newSeedPair(defaultClientSeed());
  await tx.execute(sql`
    INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed)
    VALUES (${userId}, ${fresh.serverSeed}, ${fresh.serverSeedHash}, ${fresh.clientSeed})
    ON CONFLICT (user_id) WHERE retired_at IS NULL DO NOTHING`);
  const [pair] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.retiredAt)))
    .for('update');
  if (!pair) throw new Error('the active seed pair vanished inside its transaction');
  return pair;
}

export interface StoredRoll extends RollResult {
  rollId: number;
  nonce: number;
}

/**
 * Makes `count` rolls of `game` with the locked pair at nonces pair.nonce … +count-1, stores them
 * and advances the pair's nonce.
 */
export async function rollWithPair(
  tx: Db,
  pair: SeedPairRow,
  game: string,
  count: number,
): Promise<StoredRoll[]> {
  const made: StoredRoll[] = [];
  for (let i = 0; i < count; i += 1) {
    const nonce = pair.nonce + i;
    const result = await roll({
      game,
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce,
      cursor: 0,
    });
    const [row] = await tx
      .insert(rolls)
      .values({
        userId: pair.userId,
        seedPairId: pair.id,
        game,
        nonce,
        cursor: 0,
        ticket: result.ticket,
      })
      .returning({ id: rolls.id });
    if (!row) throw new Error('roll insert returned nothing');
    made.push({ ...result, rollId: row.id, nonce });
  }
  await tx
    .update(seedPairs)
    .set({ nonce: pair.nonce + count })
    .where(eq(seedPairs.id, pair.id));
  return made;
}
