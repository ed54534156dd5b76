import { describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_SECONDS, signatureOf, signedHeaders, verifySignature } from './signature';

const SECRET = '0123456789abcdef0123456789abcdef';
const BODY = Buffer.from('{"a":1}');
/** The time the vector was signed at, and the clock a check of it runs on. */
const SIGNED_AT = new Date(1_795_880_000_000);

describe('the payment-link signature', () => {
  it('is HMAC-SHA256 over "<timestamp>.<raw body>", as the README states (vector from openssl)', () => {
    // printf '1795880000.{"a":1}' | openssl dgst -sha256 -hmac 0123456789abcdef0123456789abcdef
    expect(signatureOf(SECRET, '1795880000', BODY)).toBe(
      'v1=9ba645cdfbefd347a5d68f764f6e9dd1c3d4a2ed23b0d2e38c1239376e5a114d',
    );
    expect(signedHeaders(SECRET, '{"a":1}', SIGNED_AT)).toEqual({
      'x-pay-timestamp': '1795880000',
      'x-pay-signature': 'v1=9ba645cdfbefd347a5d68f764f6e9dd1c3d4a2ed23b0d2e38c1239376e5a114d',
    });
  });

  const verdict = (changes: Partial<Parameters<typeof verifySignature>[0]> = {}) =>
    verifySignature({
      secret: SECRET,
      body: BODY,
      now: SIGNED_AT,
      ...signedParts(),
      ...changes,
    });
  const signedParts = () => {
    const headers = signedHeaders(SECRET, BODY, SIGNED_AT);
    return { timestamp: headers['x-pay-timestamp'], signature: headers['x-pay-signature'] };
  };

  it('holds for the exact bytes, the secret and the timestamp signed', () => {
    expect(verdict()).toBe('valid');
  });

  it('is forged when any byte, the secret or the timestamp differs, or a header is missing', () => {
    expect(verdict({ body: Buffer.from('{"a":2}') })).toBe('forged');
    // A re-serialisation with a space is other bytes.
    expect(verdict({ body: Buffer.from('{"a": 1}') })).toBe('forged');
    expect(verdict({ secret: `${SECRET}x` })).toBe('forged');
    expect(verdict({ timestamp: '1795880001' })).toBe('forged');
    expect(verdict({ timestamp: undefined })).toBe('forged');
    expect(verdict({ signature: undefined })).toBe('forged');
    expect(verdict({ signature: 'v1=abc' })).toBe('forged');
    expect(verdict({ timestamp: '1795880000.5' })).toBe('forged');
  });

  it('is stale once the clocks are more than 300 s apart, either way', () => {
    expect(SIGNATURE_WINDOW_SECONDS).toBe(300);
    const at = (seconds: number) => new Date(SIGNED_AT.getTime() + seconds * 1000);
    expect(verdict({ now: at(300) })).toBe('valid');
    expect(verdict({ now: at(301) })).toBe('stale');
    expect(verdict({ now: at(-300) })).toBe('valid');
    expect(verdict({ now: at(-301) })).toBe('stale');
  });
});
