import { fairness } from '@skinbox/api';
import { newSeedPair, roll } from '@skinbox/fairness';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../platform/deps';
import { rolls, seedPairs } from '../db/schema/fairness';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { lockActiveSeedPair, lockSeedPairChanges } from './seedPairs';

/** Fairness calls (DESIGN section 3): show the pair, change the client seed, verify a roll. */
export function registerFairness({ app, db }: ModuleDeps) {
  route(app, fairness.current, async (_input, { userId }) =>
    db.transaction(async (tx) => {
      const pair = await lockActiveSeedPair(tx, userId);
      return {
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonce: pair.nonce,
      };
    }),
  );

  route(app, fairness.changeClientSeed, async ({ clientSeed }, { userId }) =>
    db.transaction(async (tx) => {
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
    }),
  );

  route(app, fairness.verify, async ({ rollId }, { userId }) => {
    const [row] = await db
      .select({
        userId: rolls.userId,
        game: rolls.game,
        nonce: rolls.nonce,
        cursor: rolls.cursor,
        ticket: rolls.ticket,
        serverSeed: seedPairs.serverSeed,
        serverSeedHash: seedPairs.serverSeedHash,
        clientSeed: seedPairs.clientSeed,
        retiredAt: seedPairs.retiredAt,
      })
      .from(rolls)
      .innerJoin(seedPairs, eq(seedPairs.id, rolls.seedPairId))
      .where(eq(rolls.id, rollId));
    const revealed = row?.retiredAt != null;
    // Roll ids are sequential: a roll of a pair still in play is its owner's alone, or anyone
    // could list every player's rolls. Others see it once the pair is retired and its seed shown.
    if (!row || (!revealed && row.userId !== userId)) {
      throw new AppError(404, 'errors.rollNotFound');
    }
    const recomputed = revealed
      ? await roll({
          game: row.game,
          serverSeed: row.serverSeed,
          clientSeed: row.clientSeed,
          nonce: row.nonce,
          cursor: row.cursor,
        })
      : null;
    return {
      rollId,
      game: row.game,
      serverSeedHash: row.serverSeedHash,
      serverSeed: revealed ? row.serverSeed : null,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      cursor: row.cursor,
      ticket: row.ticket,
      verified: recomputed ? recomputed.ticket === row.ticket : null,
    };
  });
}
