import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

/** The hook for a second built app: the back office's build served under /admin. */
describe('a second built app under /admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'skinbox-admin-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>back office</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // What the build's precompress plugin (apps/site/precompress.ts) writes beside each asset.
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
    server = await startTestServer({ ADMIN_DIST: dist });
  });
  afterAll(() => server.close());

  it('serves its files, and its index.html for its own pages', async () => {
    for (const path of ['/admin', '/admin/', '/admin/users/42']) {
      const page = await fetch(`${server.url}${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(await page.text()).toContain('<title>back office</title>');
    }
    const asset = await fetch(`${server.url}/admin/assets/main-abc123.js`);
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed asset the browser accepts, as the site does', async () => {
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const asset = await fetch(`${server.url}/admin/assets/main-abc123.js`, {
        headers: { 'accept-encoding': accepts },
      });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body by the header: the same script either way.
      expect(await asset.text()).toBe('console.log(1)');
    }
  });

  it('leaves the API and the site alone', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/m/home`)).text()).not.toContain('back office');
    expect((await fetch(`${server.url}/admin/nothing`, { method: 'POST' })).status).toBe(404);
  });
});
