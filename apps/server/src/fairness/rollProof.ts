import { rolls, seedPairs } from '../db/schema/fairness';

/** What proves a stored roll, selected beside the game's own row (joined rolls and seed pairs). */
export const rollProofColumns = {
  ticket: rolls.ticket,
  nonce: rolls.nonce,
  serverSeed: seedPairs.serverSeed,
  serverSeedHash: seedPairs.serverSeedHash,
  clientSeed: seedPairs.clientSeed,
  retiredAt: seedPairs.retiredAt,
};

/**
 * A roll's seeds as the player reads them: the server seed stays hidden until the player retires
 * its pair by changing the client seed (DESIGN section 3), the hash of it is shown from the start.
 */
export function shownSeeds(row: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  retiredAt: Date | null;
}) {
  return {
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.retiredAt === null ? null : row.serverSeed,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  };
}
