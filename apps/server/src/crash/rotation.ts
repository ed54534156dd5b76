import { crash, type CrashChain, type ErrorKey } from '@skinbox/api';
import { crashChain, randomSeed } from '@skinbox/fairness';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { crashChains, crashHashes } from '../db/schema';
import { AppError } from '../http/errors';
import { chainById, publicChain } from './chain';

/**
 * Rotating the crash chain (GAMES.md section 2, with bustabit's seeding event): the operator
 * actions the ops verb `crash-chain` and the back office both call.
 *
 * 1. `commitCrashChain` makes a chain from a fresh random seed and stores it with the announced
 *    source of its salt: a public value that does not exist yet, such as the hash of a Bitcoin
 *    block a few hours ahead. The crash page publishes the terminal hash and that source at once.
 * 2. `setCrashChainSalt` enters the salt once the value exists, exactly once. From the next
 *    round on the loop plays the chain, every crash point keyed by its hash with 'crash:' + salt.
 *
 * The operator knew every hash before the salt existed and cannot change either after: so they
 * could not pick a chain whose crash points suit the house, and a player checks both the salt
 * (against the public source) and every round.
 */

/** Rows per insert while storing a chain, well under PostgreSQL's bind-parameter limit. */
const INSERT_BATCH = 5000;

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(400, (result.error.issues[0]?.message ?? 'errors.badRequest') as ErrorKey);
}

/**
 * Makes and stores a new chain of `rounds` game hashes (h1 = SHA-256(seed), …, the last one the
 * terminal hash; the game at position n gets the hash n links before it) with its announced salt
 * source. The seed is not kept: nobody needs it once the hashes are stored, and nobody who reads
 * the database later can extend the chain. Tests pass a fixed seed.
 */
export async function commitCrashChain(
  db: Db,
  input: z.input<typeof crash.crashChainCommit>,
  seed: string = randomSeed(),
): Promise<CrashChain> {
  const { rounds, saltSource } = parsed(crash.crashChainCommit, input);
  const chain = await crashChain(seed, rounds + 1);
  const terminalHash = chain[rounds] ?? '';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crashChains)
      .values({ terminalHash, length: rounds, saltSource })
      .returning();
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
    return publicChain(row);
  });
}

/**
 * Sets a committed chain's salt, once: refused for an unknown chain, a chain whose salt is set
 * (its rounds may be played already, so changing it would change their outcomes), and a chain
 * committed before salts existed (its rounds used 'crash' alone).
 */
export async function setCrashChainSalt(
  db: Db,
  input: z.input<typeof crash.crashChainSalt>,
): Promise<CrashChain> {
  const { chainId, salt } = parsed(crash.crashChainSalt, input);
  const [salted] = await db
    .update(crashChains)
    .set({ salt, saltedAt: sql`now()` })
    .where(
      and(eq(crashChains.id, chainId), isNull(crashChains.salt), isNotNull(crashChains.saltSource)),
    )
    .returning();
  if (salted) return publicChain(salted);
  const chain = await chainById(db, chainId);
  if (!chain) throw new AppError(404, 'errors.crashChainNotFound');
  if (chain.salt !== null) throw new AppError(409, 'errors.crashSaltSet');
  throw new AppError(409, 'errors.crashChainUnannounced');
}

/** The rounds of a chain the embedded demonstration salts itself (config.ts CRASH_DEMO_CHAIN). */
export const DEMO_CHAIN_ROUNDS = 10_000;
export const DEMO_SALT_SOURCE =
  'embedded demonstration: this server drew the salt itself just after committing the chain, so ' +
  'it is not independent; a deployment salts with a public value unknown at the commitment';

/**
 * The embedded demonstration's chain, committed and salted at once with a random salt, its salt
 * source saying so on the crash page. The loop calls it only when no salted chain can play.
 */
export async function commitDemoChain(db: Db): Promise<CrashChain> {
  const chain = await commitCrashChain(db, {
    rounds: DEMO_CHAIN_ROUNDS,
    saltSource: DEMO_SALT_SOURCE,
  });
  return setCrashChainSalt(db, { chainId: chain.chainId, salt: randomSeed() });
}
