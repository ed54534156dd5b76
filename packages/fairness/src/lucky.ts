import { GAME } from './games';
import { roll, TICKETS, type RollResult } from './roll';

/** Tickets that win at a chance of `chancePercent` %: chance × 100000 (GAMES.md section 4). */
export function luckyWinningTickets(chancePercent: number): number {
  if (!Number.isInteger(chancePercent) || chancePercent < 1 || chancePercent > 100) {
    throw new Error(`a lucky chance is a whole percent in [1, 100], got ${chancePercent}`);
  }
  return (chancePercent * TICKETS) / 100;
}

export interface LuckyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  chancePercent: number;
}

/**
 * A lucky try with the player's seed pair, like a box open: roll('lucky', serverSeed, clientSeed,
 * nonce, 0) wins when its ticket is at most the chance's winning tickets.
 */
export async function luckyRoll({
  serverSeed,
  clientSeed,
  nonce,
  chancePercent,
}: LuckyInput): Promise<RollResult & { won: boolean }> {
  const winning = luckyWinningTickets(chancePercent);
  const result = await roll({ game: GAME.lucky, serverSeed, clientSeed, nonce, cursor: 0 });
  return { ...result, won: result.ticket <= winning };
}
