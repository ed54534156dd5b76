import { sha256Hex } from './hash';
import { hmacSha256Hex } from './roll';

/**
 * DESIGN section 3, crash: a reverse SHA-256 chain. `crashChain(seed, n)` makes h1 = sha256(seed),
 * h(i+1) = sha256(h(i)), up to hn. The operator publishes the terminal hash hn before any game and
 * plays the chain backwards: game 1 uses h(n-1), game 2 uses h(n-2), … So for every game,
 * sha256(its hash) = the previous game's hash (the terminal hash for game 1): nobody, not even the
 * operator, can choose a later outcome, and anyone can check each game once its hash is revealed.
 */
export async function crashChain(seed: string, length: number): Promise<string[]> {
  const chain: string[] = [];
  let hash = seed;
  for (let i = 0; i < length; i += 1) {
    hash = await sha256Hex(hash);
    chain.push(hash);
  }
  return chain;
}

/** True when `previous` (an earlier game's hash, or the terminal hash) = SHA-256(`gameHash`). */
export async function followsInChain(gameHash: string, previous: string): Promise<boolean> {
  return (await sha256Hex(gameHash)) === previous;
}

/**
 * The crash point in hundredths (250 = 2.50x), bustabit style, from HMAC-SHA256(key = gameHash,
 * msg = 'crash'), never from the published hash itself: the first 52 bits give X in [0, 1); the
 * point is floor(100 * (1 - houseEdge) / (1 - X)) hundredths, at least 1.00x. `houseEdge` is in
 * [0, 1), e.g. 0.01; the expected return of cashing out at any target m is (1 - houseEdge).
 */
export async function crashPoint(gameHash: string, houseEdge: number): Promise<number> {
  if (!(houseEdge >= 0 && houseEdge < 1)) throw new Error('house edge must be in [0, 1)');
  const hmac = await hmacSha256Hex(gameHash, 'crash');
  const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor((100 * (1 - houseEdge)) / (1 - x)));
}
