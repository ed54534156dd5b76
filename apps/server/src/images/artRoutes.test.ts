import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxes, catalogueItems } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ART_CACHE_CONTROL, ART_PATH, artPathOf } from './artRoutes';

describe('generated art at /assets/items', () => {
  let server: TestServer;
  let itemKey: string;
  let caseKey: string;
  beforeAll(async () => {
    server = await startTestServer();
    const [item] = await server.database.db
      .select({ image: catalogueItems.image })
      .from(catalogueItems)
      .limit(1);
    const [box] = await server.database.db.select({ image: boxes.image }).from(boxes).limit(1);
    if (!item || !box) throw new Error('the test server seeds a catalogue and boxes');
    itemKey = item.image;
    caseKey = box.image;
  });
  afterAll(() => server.close());

  it('answers an item image with its SVG art, cached for a day', async () => {
    const response = await fetch(`${server.url}${ART_PATH}/${itemKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(ART_CACHE_CONTROL);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answers a case image with its container and its dearest item rising out of it', async () => {
    const response = await fetch(`${server.url}${ART_PATH}/${caseKey}`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain('<ellipse');
    // The best drop's painted silhouette: its finish gradient and pattern.
    expect(svg).toContain('id="bs"');
    expect(svg).toContain('id="bp"');
  });

  it('answers 304 to a browser that already holds the picture', async () => {
    const first = await fetch(`${server.url}${ART_PATH}/${itemKey}`);
    const etag = first.headers.get('etag');
    const again = await fetch(`${server.url}${ART_PATH}/${itemKey}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it.each(['images/0000.webp', 'images/../../etc/passwd', 'nothing'])(
    'answers 404 for %s, which the catalogue does not name',
    async (key) => {
      const response = await fetch(`${server.url}${ART_PATH}/${key}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    },
  );

  it('answers on ASSET_BASE_URL when it is a local path, else on /assets/items', () => {
    expect(artPathOf('/assets/items/')).toBe('/assets/items');
    expect(artPathOf('/media')).toBe('/media');
    expect(artPathOf('https://img.example.com/cs2')).toBe(ART_PATH);
  });
});
