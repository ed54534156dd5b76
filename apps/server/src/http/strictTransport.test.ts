import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY, registerStrictTransport } from './strictTransport';
import { trustedProxies } from './trustedProxies';

/** An app as buildApp sets it up for `TRUST_PROXY`, answering one route. */
function appFor(trustProxy: string | undefined) {
  const app = Fastify({ trustProxy: trustedProxies(trustProxy) });
  registerStrictTransport(app, { trustForwardedProto: trustProxy !== undefined });
  app.get('/', () => 'ok');
  return app;
}

async function hsts(
  trustProxy: string | undefined,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const response = await appFor(trustProxy).inject({ url: '/', remoteAddress, headers });
  return response.headers['strict-transport-security'] ?? null;
}

describe('Strict-Transport-Security (issue 13 #13)', () => {
  it('is not sent over plain HTTP without TRUST_PROXY, whatever a client claims', async () => {
    expect(await hsts(undefined, '127.0.0.1')).toBeNull();
    expect(await hsts(undefined, '127.0.0.1', { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent when the named proxy reports that the browser used HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(await hsts('10.0.0.7', '10.0.0.7', https)).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('10.0.0.0/24', '10.0.0.9', https)).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts('10.0.0.7', '10.0.0.7', { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hsts('10.0.0.7', '10.0.0.7')).toBeNull();
  });

  it('ignores X-Forwarded-Proto from anyone but the named proxy', async () => {
    expect(await hsts('10.0.0.7', '203.0.113.5', { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('believes X-Forwarded-For from the named proxy only, this machine without one', () => {
    expect(trustedProxies(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(trustedProxies(' 10.0.0.7 , 10.1.0.0/16 ')).toEqual(['10.0.0.7', '10.1.0.0/16']);
  });
});
