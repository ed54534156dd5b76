import { crashChain, randomSeed } from '@skinbox/fairness';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { crashChains, crashHashes } from '../db/schema';

/** Rows per insert while storing a chain, well under PostgreSQL's bind-parameter limit. */
const INSERT_BATCH = 5000;

/**
 * Makes and stores a new chain of `rounds` game hashes from a fresh random seed (DESIGN section 3):
 * h1 = SHA-256(seed), …, the last one is the terminal hash, published; the game at position n gets
 * the hash n links before it. The seed is not kept: nobody needs it once the hashes are stored,
 * and nobody who reads the database later can extend the chain. Tests pass a fixed seed. The loop moves to the newest
 * chain when it starts a round, at position 1.
 */
export async function createCrashChain(db: Db, rounds: number, seed: string = randomSeed()) {
  const chain = await crashChain(seed, rounds + 1);
  const terminalHash = chain[rounds] ?? '';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crashChains)
      .values({ terminalHash, length: rounds })
      .returning({ id: crashChains.id });
    if (!row) throw new Error('the chain was not stored');
    for (let start = 1; start <= rounds; start += INSERT_BATCH) {
      const batch = [];
      for (
        let position = start;
        position < start + INSERT_BATCH && position <= rounds;
        position++
      ) {
        batch.push({ chainId: row.id, position, hash: chain[rounds - position] ?? '' });
      }
      await tx.insert(crashHashes).values(batch);
    }
    return { chainId: row.id, terminalHash, rounds };
  });
}

/** The newest chain: the one the crash page publishes and the next round opens on. */
export async function newestChain(db: Db) {
  const [chain] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  return chain ?? null;
}

/**
 * Where the next round's hash comes from: the position after `previous` on the newest chain, or
 * position 1 of a newer chain. When no chain has a position left (a fresh database, or the last
 * chain used up), the loop makes a chain of `rounds` itself instead of stopping the game, so
 * `pnpm start` on an empty database has a playable crash game. That keeps the chain's promise:
 * its terminal hash is the first round's commitment, shown before that round takes any bet, and
 * no later outcome can be chosen once it is stored. An operator who wants to publish a terminal
 * hash ahead of time makes the chain with `pnpm ops crash-chain`; the loop then plays that one.
 */
export async function nextChainPosition(
  db: Db,
  previous: { chainId: number; position: number } | null,
  rounds: number,
) {
  const chain = await newestChain(db);
  if (chain) {
    const position = previous?.chainId === chain.id ? previous.position + 1 : 1;
    if (position <= chain.length) return { chainId: chain.id, position };
  }
  const { chainId } = await createCrashChain(db, rounds);
  return { chainId, position: 1 };
}

export async function chainHash(db: Db, chainId: number, position: number) {
  const [row] = await db
    .select({ hash: crashHashes.hash })
    .from(crashHashes)
    .where(and(eq(crashHashes.chainId, chainId), eq(crashHashes.position, position)));
  return row?.hash ?? null;
}
