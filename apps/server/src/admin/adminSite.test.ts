import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from '../testing/builtSite';
import { startTestServer, type TestServer } from '../testing/testServer';

const CONSOLE_HTML = '<!doctype html><title>SkinBox back office</title><div id="admin"></div>';

describe('the back office served under /admin', () => {
  let server: TestServer;
  let unbuilt: TestServer;
  beforeAll(async () => {
    const adminDist = builtSite({ 'assets/console-1a2b.js': 'console.log("console")' });
    writeFileSync(join(adminDist, 'index.html'), CONSOLE_HTML);
    server = await startTestServer({ SITE_DIST: builtSite(), ADMIN_DIST: adminDist });
    unbuilt = await startTestServer({ ADMIN_DIST: join(adminDist, 'missing') });
  });
  afterAll(async () => {
    await server.close();
    await unbuilt.close();
  });

  it('answers every console path with its own page and its assets, not the player site’s', async () => {
    for (const path of ['/admin', '/admin/', '/admin/players/42', '/admin/setup?token=abc']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(CONSOLE_HTML);
    }
    const asset = await fetch(`${server.url}/admin/assets/console-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const site = await fetch(`${server.url}/p/home`);
    expect(await site.text()).toContain('<title>SkinBox</title>');
  });

  it('says how to build it when it is not built', async () => {
    const response = await fetch(`${unbuilt.url}/admin/players`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/pnpm build:admin/);
  });
});
