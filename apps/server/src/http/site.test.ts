import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from '../testing/builtSite';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('serving the built site', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = builtSite({
      'assets/app-1a2b.js': 'console.log(1)',
      'assets/app-1a2b.js.br': brotliCompressSync('console.log(1)'),
      'route-chunks.json': JSON.stringify({ openbox: ['/assets/OpenBox-1a2b.js'] }),
    });
    server = await startTestServer({ SITE_DIST: dist });
  });
  afterAll(() => server.close());

  it.each(['/', '/m/home', '/p/home', '/jump?url=/home', '/m/openbox?boxId=3'])(
    'answers %s with the app shell',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it("links a lazily loaded screen's chunks from the page it serves for it", async () => {
    const html = await (await fetch(`${server.url}/m/openbox?boxId=3`)).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/OpenBox-1a2b.js">');
    const home = await (await fetch(`${server.url}/m/home`)).text();
    expect(home).not.toContain('modulepreload');
  });

  it.each(['/assets/items/images/missing.webp', '/assets/app-0000.js', '/assets/logo.png'])(
    'answers 404 for a missing file %s, never the app shell',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    },
  );

  it('sends no Strict-Transport-Security over plain HTTP, whatever the client claims', async () => {
    for (const path of ['/', '/assets/app-1a2b.js', '/api/health']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBeNull();
      // The other security headers stay.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed asset to a browser that accepts brotli', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log(1)');
  });
});
