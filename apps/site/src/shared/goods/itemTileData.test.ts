import { describe, expect, it } from 'vitest';
import { artFallback, toItemTileData } from './itemTileData';

const KEY = 'images/9c51ef1255b3b8b13c056b9df7a1b81afb6888d675af00d7a871a523a37eef9f.webp';

describe('artFallback', () => {
  it("falls back from an image host's picture to this server's generated art", () => {
    expect(artFallback(`https://cdn.example.com/skins/${KEY}`)).toBe(`/assets/items/${KEY}`);
    expect(artFallback(`//cdn.example.com/${KEY}?v=2`)).toBe(`/assets/items/${KEY}`);
  });

  it('has none for a picture this server draws already, or an address naming no catalogue picture', () => {
    expect(artFallback(`/assets/items/${KEY}`)).toBeUndefined();
    expect(artFallback('https://cdn.example.com/banner.png')).toBeUndefined();
    expect(artFallback('')).toBeUndefined();
  });

  it('reaches the kit tiles through toItemTileData', () => {
    const goods = { name: 'AK-47 | Redline', quality: 'classified', price: '35.20' } as const;
    expect(
      toItemTileData({ ...goods, image: `https://cdn.example.com/${KEY}` }).fallbackImage,
    ).toBe(`/assets/items/${KEY}`);
    expect(toItemTileData({ ...goods, image: `/assets/items/${KEY}` }).fallbackImage).toBe(
      undefined,
    );
  });
});
