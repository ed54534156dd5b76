import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('serving the built site', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'skinbox-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>SkinBox</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log(1)'));
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
