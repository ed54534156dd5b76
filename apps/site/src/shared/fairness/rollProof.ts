import { roll, sha256Hex } from '@skinbox/fairness';

/** What the server stored for a roll (fairness.verify). */
export interface RollRecord {
  game: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  cursor: number;
  ticket: number;
}

export type Proof =
  /** The server seed is still secret: it shows once the player changes their client seed. */
  | { kind: 'sealed' }
  /** Recomputed in the browser: whether the hash and the ticket match what was promised. */
  | { kind: 'checked'; ticket: number; hashMatches: boolean; ticketMatches: boolean };

/**
 * Recomputes a reward roll (welfare box, timed box, turntable) in the browser with the same code
 * the server rolled it with, each game with its own prefix (DESIGN section 3).
 */
export async function checkRoll(record: RollRecord): Promise<Proof> {
  if (record.serverSeed === null) return { kind: 'sealed' };
  const [result, hash] = await Promise.all([
    roll({
      game: record.game,
      serverSeed: record.serverSeed,
      clientSeed: record.clientSeed,
      nonce: record.nonce,
      cursor: record.cursor,
    }),
    sha256Hex(record.serverSeed),
  ]);
  return {
    kind: 'checked',
    ticket: result.ticket,
    hashMatches: hash === record.serverSeedHash,
    ticketMatches: result.ticket === record.ticket,
  };
}
