/**
 * DESIGN section 3: roll(game, serverSeed, clientSeed, nonce, cursor) =
 * HMAC-SHA256(key = serverSeed, msg = `${game}:${clientSeed}:${nonce}:${cursor}`); the first 52 bits
 * as an integer h; float = h / 2^52; ticket = floor(float * 100000) + 1, in [1, 100000].
 * WebCrypto only, so the server and the browser verifier run this same code.
 */
export const TICKETS = 100_000;

export interface RollInput {
  /** Game prefix, so two modes never reuse a roll: 'box', 'battle', 'crash', … */
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  cursor: number;
}

export interface RollResult {
  /** The full HMAC, hex. */
  hmac: string;
  /** In [0, 1). */
  float: number;
  /** In [1, TICKETS]. */
  ticket: number;
}

const encoder = new TextEncoder();

export function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export async function roll({
  game,
  serverSeed,
  clientSeed,
  nonce,
  cursor,
}: RollInput): Promise<RollResult> {
  const hmac = await hmacSha256Hex(serverSeed, `${game}:${clientSeed}:${nonce}:${cursor}`);
  // 13 hex digits = 52 bits: exact in a double.
  const float = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return { hmac, float, ticket: Math.floor(float * TICKETS) + 1 };
}
