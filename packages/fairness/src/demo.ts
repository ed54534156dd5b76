import { GAME } from './games';
import { roll, type RollResult } from './roll';

/** A demo spin's client seed: a demo has no player's seed pair behind it. */
export const DEMO_CLIENT_SEED = 'demo';

/**
 * A demo spin of a box: roll('demo', demoSeed, 'demo', 0, 0), with a fresh demo seed per spin. The
 * seed is shown with the result at once (nothing is at stake, so nothing needs hiding): anyone
 * re-derives the ticket from it, and the box's ticket ranges name the item.
 */
export function demoRoll(demoSeed: string): Promise<RollResult> {
  return roll({
    game: GAME.demo,
    serverSeed: demoSeed,
    clientSeed: DEMO_CLIENT_SEED,
    nonce: 0,
    cursor: 0,
  });
}
