import { roll } from '@skinbox/fairness';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rolls, seedPairs } from '../db/schema/fairness';
import { AppError } from '../http/errors';

/**
 * A stored roll with its seeds, recomputed once its pair is retired (its server seed shown):
 * `verified` says whether the recomputed ticket is the stored one, null while the pair is in play.
 */
export async function rollVerification(db: Db, rollId: number, viewerId: number | null) {
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
  if (!row || (!revealed && row.userId !== viewerId)) {
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
}
