import { GAME } from './games';
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
 * The HMAC message of a round: 'crash:' and the chain's salt (UTF-8), or 'crash' alone for the
 * rounds of chains committed before salts existed, so their past rounds still verify.
 */
export function crashMessage(salt: string | null): string {
  return salt === null ? GAME.crash : `${GAME.crash}:${salt}`;
}

/**
 * The crash point in hundredths (250 = 2.50x), bustabit v2 style, from HMAC-SHA256(key = gameHash
 * as its 64 hex characters in UTF-8, msg = crashMessage(salt)), never from the published hash
 * itself: the first 52 bits give X in [0, 1); the point is floor(100 * (1 - houseEdge) / (1 - X))
 * hundredths, at least 1.00x. The salt is a public value chosen after the chain's terminal hash
 * was committed (crash/rotation.ts on the server), so the operator could not pick a chain whose
 * outcomes suit the house. `houseEdge` is in [0, 1), e.g. 0.01; the expected return of cashing
 * out at any target m is (1 - houseEdge).
 */
export async function crashPoint(
  gameHash: string,
  houseEdge: number,
  salt: string | null,
): Promise<number> {
  if (!(houseEdge >= 0 && houseEdge < 1)) throw new Error('house edge must be in [0, 1)');
  const hmac = await hmacSha256Hex(gameHash, crashMessage(salt));
  const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor((100 * (1 - houseEdge)) / (1 - x)));
}

/**
 * How many links lead from `gameHash` to `terminalHash` (1 when SHA-256(gameHash) is the terminal
 * hash), walking at most `maxLinks`; null when the terminal hash is not reached. Round n of a chain
 * is n links away, so a verifier checks both that a hash belongs to the chain and which round it is.
 */
export async function linksToTerminal(
  gameHash: string,
  terminalHash: string,
  maxLinks: number,
): Promise<number | null> {
  let hash = gameHash;
  for (let links = 1; links <= maxLinks; links += 1) {
    hash = await sha256Hex(hash);
    if (hash === terminalHash) return links;
  }
  return null;
}

/**
 * Checks revealed game hashes link by link, oldest game first: SHA-256 of game 1's hash must be the
 * terminal hash, and SHA-256 of each later game's hash the hash of the game before it. Answers the
 * index of the first hash that breaks the chain, or null when every link holds.
 */
export async function firstBrokenLink(
  revealed: readonly string[],
  terminalHash: string,
): Promise<number | null> {
  let previous = terminalHash;
  for (let index = 0; index < revealed.length; index += 1) {
    const hash = revealed[index] ?? '';
    if (!(await followsInChain(hash, previous))) return index;
    previous = hash;
  }
  return null;
}
