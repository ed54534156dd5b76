import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePreloadLinks, readRouteChunks, routeSegment } from './routeChunks';

const chunks = {
  openbox: ['/assets/OpenBox-a1.js', '/assets/Reel-b2.js'],
  bag: ['/assets/Bag-c3.js'],
};

describe('route chunks', () => {
  it.each([
    ['/m/openbox', 'openbox'],
    ['/p/openbox', 'openbox'],
    ['/p/me/bag', 'bag'],
    ['/m/battle/list', 'battle'],
    ['/p/me', undefined],
    ['/m', undefined],
    ['/jump', undefined],
    ['/', undefined],
  ])('finds the screen segment of %s', (path, segment) => {
    expect(routeSegment(path)).toBe(segment);
  });

  it("links the screen's chunks as module preloads", () => {
    expect(modulePreloadLinks(chunks, '/m/openbox')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/OpenBox-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Reel-b2.js">',
    );
    expect(modulePreloadLinks(chunks, '/p/me/bag')).toContain('/assets/Bag-c3.js');
  });

  it('links nothing for a screen in the entry chunk, an unknown one or an inherited name', () => {
    expect(modulePreloadLinks(chunks, '/m/home')).toBe('');
    expect(modulePreloadLinks(chunks, '/m/constructor')).toBe('');
  });

  it('links only asset scripts, whatever the file names', () => {
    const odd = { openbox: ['/assets/a.js', '"><script>', 'https://elsewhere.test/x.js'] };
    expect(modulePreloadLinks(odd, '/m/openbox')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });

  it('reads the build file, and nothing from a build without one or a broken one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'skinbox-dist-'));
    expect(readRouteChunks(dist)).toEqual({});
    writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ ...chunks, bad: 3 }));
    expect(readRouteChunks(dist)).toEqual(chunks);
    writeFileSync(join(dist, 'route-chunks.json'), '{not json');
    expect(readRouteChunks(dist)).toEqual({});
  });
});
