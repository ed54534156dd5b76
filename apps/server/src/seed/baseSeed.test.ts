import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { BANNER_HEIGHT, BANNER_WIDTH, seedBanners } from './bannerArt';
import { seedBase } from './baseSeed';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const platformBanners = () =>
  database.db.select().from(banners).where(eq(banners.platformId, 1)).orderBy(banners.sort);

describe('the seeded banners', () => {
  it('are drawn pictures, 3:1, without words, each named by its title', () => {
    for (const banner of seedBanners()) {
      expect(banner.image.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(banner.image.slice('data:image/svg+xml,'.length));
      expect(svg).toContain(`viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}"`);
      expect(svg).not.toMatch(/<text/);
      expect(banner.title).not.toBe('');
    }
  });

  it('give every nested picture ids of its own, so no gradient answers another', () => {
    for (const banner of seedBanners()) {
      const svg = decodeURIComponent(banner.image.slice('data:image/svg+xml,'.length));
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    }
  });

  it('fill a site that never had a banner, once', async () => {
    await seedBase(database.db);
    const first = await platformBanners();
    expect(first.map((b) => b.title)).toEqual(seedBanners().map((b) => b.title));
    await seedBase(database.db);
    expect(await platformBanners()).toHaveLength(first.length);
  });

  it('do not come back once an operator removed them all', async () => {
    await database.db.delete(banners);
    await seedBase(database.db);
    expect(await platformBanners()).toEqual([]);
  });
});
