import { toHex } from './roll';

const encoder = new TextEncoder();

/** SHA-256 of a UTF-8 string, hex. WebCrypto, so Node and the browser agree. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** 32 random bytes as hex: a fresh server seed. */
export function randomSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return toHex(bytes.buffer);
}
