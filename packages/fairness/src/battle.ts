import { GAME } from './games';
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

/**
 * A bot seat's user code: 'bot-' and its seat number (bot-2, bot-3, …). The rule fixes it before
 * any room exists, so the house that seats a bot after committing the room's seed chooses nothing
 * that enters the public seed (it could otherwise grind bot codes until the bots win).
 */
export function botUserCode(seat: number): string {
  if (!Number.isInteger(seat) || seat < 1)
    throw new Error(`a seat is a whole number from 1, got ${seat}`);
  return `bot-${seat}`;
}

/** Round r (from 1), seat s (from 1): roll('battle', roomSeed, publicSeed, r, s). */
export function battleRoll(
  roomSeed: string,
  publicSeed: string,
  round: number,
  seat: number,
): Promise<RollResult> {
  return roll({
    game: GAME.battle,
    serverSeed: roomSeed,
    clientSeed: publicSeed,
    nonce: round,
    cursor: seat,
  });
}

/**
 * Every roll of a battle, fixed when the room fills (GAMES.md section 1): the public seed from the
 * seats' user codes, then `rolls[r - 1][s - 1]` for round r, seat s. The server stores these at
 * the start and the verify page recomputes them from the revealed room seed.
 */
export async function battleRolls(
  roomSeed: string,
  userCodesInSeatOrder: readonly string[],
  rounds: number,
): Promise<{ publicSeed: string; rolls: RollResult[][] }> {
  const publicSeed = await battlePublicSeed(userCodesInSeatOrder);
  const rolls = await Promise.all(
    Array.from({ length: rounds }, (_, r) =>
      Promise.all(
        userCodesInSeatOrder.map((_code, s) => battleRoll(roomSeed, publicSeed, r + 1, s + 1)),
      ),
    ),
  );
  return { publicSeed, rolls };
}
