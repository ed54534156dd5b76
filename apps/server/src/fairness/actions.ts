import { newSeedPair } from '@skinbox/fairness';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { seedPairs } from '../db/schema/fairness';
import { lockActiveSeedPair, lockSeedPairChanges } from './seedPairs';

/** The player's active seed pair as the fairness page shows it (made on first use). */
export async function currentSeedPair(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const pair = await lockActiveSeedPair(tx, userId);
    return {
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
    };
  });
}

/**
 * The player's new client seed: the active pair is retired, its server seed revealed with the
 * rolls it made, and a new pair with a new server seed takes its place at nonce 0.
 */
export async function changeClientSeed(db: Db, userId: number, clientSeed: string) {
  return db.transaction(async (tx) => {
    await lockSeedPairChanges(tx, userId);
    const old = await lockActiveSeedPair(tx, userId);
    await tx
      .update(seedPairs)
      .set({ retiredAt: sql`now()` })
      .where(eq(seedPairs.id, old.id));
    const next = await newSeedPair(clientSeed);
    await tx.insert(seedPairs).values({
      userId,
      serverSeed: next.serverSeed,
      serverSeedHash: next.serverSeedHash,
      clientSeed: next.clientSeed,
    });
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        rolls: old.nonce,
      },
      current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
    };
  });
}
