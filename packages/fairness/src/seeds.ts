import { randomSeed, sha256Hex } from './hash';

/**
 * DESIGN section 3: a user's seed pair. The server seed stays hidden while in use; its SHA-256 is
 * shown. Changing the client seed reveals the old server seed and starts a new pair at nonce 0.
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next roll will use. */
  nonce: number;
}

export async function newSeedPair(clientSeed: string): Promise<SeedPair> {
  const serverSeed = randomSeed();
  return { serverSeed, serverSeedHash: await sha256Hex(serverSeed), clientSeed, nonce: 0 };
}

/** A client seed for users who never chose one. */
export function defaultClientSeed(): string {
  return randomSeed().slice(0, 16);
}

/** The new pair, and the retired one whose server seed may now be shown. */
export async function rotateSeedPair(
  current: SeedPair,
  nextClientSeed: string,
): Promise<{ revealed: SeedPair; next: SeedPair }> {
  return { revealed: current, next: await newSeedPair(nextClientSeed) };
}

/** True when a revealed server seed is the one whose hash was shown before. */
export async function matchesHash(serverSeed: string, serverSeedHash: string): Promise<boolean> {
  return (await sha256Hex(serverSeed)) === serverSeedHash;
}
