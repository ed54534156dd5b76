import type { LuckyTry } from '@skinbox/api';
import { luckyRoll, sha256Hex } from '@skinbox/fairness';

/** What recomputing a try in the browser says: sealed while the server seed is hidden. */
export type TryCheck = 'sealed' | 'verified' | 'mismatch';

/**
 * Recomputes a lucky try with packages/fairness (GAMES.md section 4): the revealed server seed
 * must hash to the one shown, and roll('lucky', …) must give the same ticket and outcome.
 */
export async function verifyLuckyTry(attempt: LuckyTry): Promise<TryCheck> {
  if (attempt.serverSeed === null) return 'sealed';
  if ((await sha256Hex(attempt.serverSeed)) !== attempt.serverSeedHash) return 'mismatch';
  const again = await luckyRoll({
    serverSeed: attempt.serverSeed,
    clientSeed: attempt.clientSeed,
    nonce: attempt.nonce,
    chancePercent: attempt.chance,
  });
  return again.ticket === attempt.ticket && again.won === attempt.won ? 'verified' : 'mismatch';
}
