import { sha256Hex } from './hash';
import { roll, type RollResult } from './roll';

/**
 * DESIGN section 3: when a battle room fills, public seed = SHA-256 of every seat's user code in
 * seat order. The codes are joined with ':' before hashing (a fixed, documented choice so the
 * verify page can recompute it).
 */
export function battlePublicSeed(userCodesInSeatOrder: readonly string[]): Promise<string> {
  if (userCodesInSeatOrder.length === 0) throw new Error('a battle needs seats');
  return sha256Hex(userCodesInSeatOrder.join(':'));
}

/** Round r (from 1), seat s (from 1): roll('battle', roomSeed, publicSeed, r, s). */
export function battleRoll(
  roomSeed: string,
  publicSeed: string,
  round: number,
  seat: number,
): Promise<RollResult> {
  return roll({
    game: 'battle',
    serverSeed: roomSeed,
    clientSeed: publicSeed,
    nonce: round,
    cursor: seat,
  });
}
