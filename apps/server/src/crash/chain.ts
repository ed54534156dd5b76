import type { CrashChain } from '@skinbox/api';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { crashChains, crashHashes } from '../db/schema';

export type ChainRow = typeof crashChains.$inferSelect;

/** The newest chain whose salt is set: the only kind the loop plays (rotation.ts). */
async function newestSaltedChain(db: Db) {
  const [chain] = await db
    .select()
    .from(crashChains)
    .where(isNotNull(crashChains.salt))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return chain ?? null;
}

/**
 * Where the next round's hash comes from: the position after `previous` on the newest salted
 * chain, or position 1 of a newer salted chain. Null while there is none with a position left (a
 * fresh database, a used-up chain, a new chain still waiting for its salt): the loop then opens no
 * round, since a round before its chain's salt exists could have been chosen by the operator.
 */
export async function nextChainPosition(
  db: Db,
  previous: { chainId: number; position: number } | null,
) {
  const chain = await newestSaltedChain(db);
  if (!chain?.salt) return null;
  const position = previous?.chainId === chain.id ? previous.position + 1 : 1;
  return position <= chain.length ? { chainId: chain.id, position, salt: chain.salt } : null;
}

export async function chainHash(db: Db, chainId: number, position: number) {
  const [row] = await db
    .select({ hash: crashHashes.hash })
    .from(crashHashes)
    .where(and(eq(crashHashes.chainId, chainId), eq(crashHashes.position, position)));
  return row?.hash ?? null;
}

export async function chainById(db: Db, chainId: number): Promise<ChainRow | null> {
  const [chain] = await db.select().from(crashChains).where(eq(crashChains.id, chainId));
  return chain ?? null;
}

/** The newest chain committed after `chainId` (any chain when null): published ahead of its turn. */
export async function newestChainAfter(db: Db, chainId: number | null): Promise<ChainRow | null> {
  const [chain] = await db
    .select()
    .from(crashChains)
    .where(chainId === null ? undefined : gt(crashChains.id, chainId))
    .orderBy(desc(crashChains.id))
    .limit(1);
  return chain ?? null;
}

/** A chain as the crash page publishes it. */
export function publicChain(chain: ChainRow): CrashChain {
  return {
    chainId: chain.id,
    terminalHash: chain.terminalHash,
    rounds: chain.length,
    committedAt: chain.createdAt.toISOString(),
    saltSource: chain.saltSource,
    salt: chain.salt,
    saltedAt: chain.saltedAt?.toISOString() ?? null,
  };
}
