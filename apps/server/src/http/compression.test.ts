import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GOODS_BACKGROUNDS = '/api/index/getGoodsBgImages';

async function goodsBackgrounds(acceptEncoding: string) {
  const response = await fetch(`${server.url}${GOODS_BACKGROUNDS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    body: '{}',
  });
  // fetch decodes the body and keeps the Content-Encoding header that says how it came.
  const encoding = response.headers.get('content-encoding');
  const text = await response.text();
  return { encoding, text };
}

describe('API compression', () => {
  it('sends a large answer as brotli when the client takes it, and it decodes to the same JSON', async () => {
    const plain = await goodsBackgrounds('identity');
    const brotli = await goodsBackgrounds('br, gzip');
    expect(plain.encoding).toBeNull();
    expect(brotli.encoding).toBe('br');
    expect(JSON.parse(brotli.text)).toEqual(JSON.parse(plain.text));
  });

  it('falls back to gzip for a client without brotli', async () => {
    expect((await goodsBackgrounds('gzip')).encoding).toBe('gzip');
  });

  it('leaves small answers alone', async () => {
    const { headers } = await call(server, '/api/health', undefined, {
      method: 'GET',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(headers.get('content-encoding')).toBeNull();
  });
});
