import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the site and a payment-link provider sign what they send each other, both ways (an order
 * placed with the provider, a notification posted back):
 *
 *   X-Pay-Timestamp: <t>          the sender's clock, whole seconds since 1970-01-01 UTC, in ASCII
 *                                 decimal digits
 *   X-Pay-Signature: v1=<hex>     HMAC-SHA256 keyed with the shared secret (its UTF-8 bytes) over
 *                                 the bytes  <t> "." <body>  — the timestamp's ASCII digits, one
 *                                 full stop (0x2E), then the request body exactly as sent, byte for
 *                                 byte (never a re-serialisation of parsed JSON) — as 64 lowercase
 *                                 hex digits
 *
 * The receiver recomputes it over the raw bytes it received and compares in constant time, and
 * refuses a timestamp more than SIGNATURE_WINDOW_SECONDS from its own clock, so a captured
 * message cannot be replayed later; within the window a notification's id is remembered
 * (db/schema/recharge.ts paymentNotifications).
 */
export const TIMESTAMP_HEADER = 'x-pay-timestamp';
export const SIGNATURE_HEADER = 'x-pay-signature';
export const SIGNATURE_WINDOW_SECONDS = 300;

const SIGNATURE_FORMAT = /^v1=([0-9a-f]{64})$/;
const TIMESTAMP_FORMAT = /^\d{1,12}$/;

function hmac(secret: string, timestamp: string, body: Buffer | string): Buffer {
  return createHmac('sha256', secret)
    .update(timestamp, 'ascii')
    .update('.', 'ascii')
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest();
}

/** The X-Pay-Signature value of `body` sent at `timestamp`. */
export function signatureOf(secret: string, timestamp: string, body: Buffer | string): string {
  return `v1=${hmac(secret, timestamp, body).toString('hex')}`;
}

/** The two headers that sign `body`, sent now. */
export function signedHeaders(
  secret: string,
  body: Buffer | string,
  now = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signatureOf(secret, timestamp, body),
  };
}

export type SignatureVerdict = 'valid' | 'forged' | 'stale';

/**
 * Judges a signed message: 'forged' when a header is missing or malformed or the signature does
 * not match the raw body, 'stale' when it matches but was signed outside the window.
 */
export function verifySignature({
  secret,
  timestamp,
  signature,
  body,
  now = new Date(),
}: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: Buffer;
  now?: Date;
}): SignatureVerdict {
  if (!timestamp || !TIMESTAMP_FORMAT.test(timestamp)) return 'forged';
  const sent = SIGNATURE_FORMAT.exec(signature ?? '')?.[1];
  if (!sent) return 'forged';
  if (!timingSafeEqual(Buffer.from(sent, 'hex'), hmac(secret, timestamp, body))) return 'forged';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skew > SIGNATURE_WINDOW_SECONDS ? 'stale' : 'valid';
}
