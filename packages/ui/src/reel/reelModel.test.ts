import { describe, expect, it } from 'vitest';
import {
  REEL_DURATION,
  REEL_RUSH_END,
  REEL_RUSH_SHARE,
  REEL_STRIP_LENGTH,
  REEL_WIN_INDEX,
  buildReelStrip,
  reelDistance,
  reelEase,
  reelOffset,
  tileUnderMarker,
} from './reelModel';

describe('reel model', () => {
  it('spins 5 s over a 40-tile strip with the win at tile 34', () => {
    expect([REEL_DURATION, REEL_STRIP_LENGTH, REEL_WIN_INDEX]).toEqual([5000, 40, 34]);
  });

  it('puts the won item at the win index and draws the same strip from the same seed', () => {
    const strip = buildReelStrip(['a', 'b', 'c'], 'WIN', 7);
    expect(strip).toHaveLength(REEL_STRIP_LENGTH);
    expect(strip[REEL_WIN_INDEX]).toBe('WIN');
    expect(buildReelStrip(['a', 'b', 'c'], 'WIN', 7)).toEqual(strip);
  });

  it('fills a strip with the won item when the box lists nothing else', () => {
    expect(new Set(buildReelStrip([], 'WIN', 1))).toEqual(new Set(['WIN']));
  });

  it('starts still and ends exactly on the win', () => {
    expect(reelEase(0)).toBe(0);
    expect(reelEase(1)).toBe(1);
  });

  it('rushes to just short of the win, then creeps the rest of the way', () => {
    expect(reelEase(REEL_RUSH_END)).toBeCloseTo(REEL_RUSH_SHARE, 10);
    // The creep covers the last 2.5 % of the travel in the last 22 % of the time.
    expect(REEL_RUSH_SHARE).toBe(0.975);
    expect(REEL_RUSH_END).toBe(0.78);
  });

  it('never moves backwards', () => {
    let last = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      expect(reelEase(t)).toBeGreaterThanOrEqual(last);
      last = reelEase(t);
    }
  });

  it('travels so the middle of the won tile stands under the marker', () => {
    const tile = 124;
    const view = 375;
    const distance = reelDistance(tile, view);
    expect(reelOffset(REEL_DURATION, distance)).toBe(distance);
    expect(tileUnderMarker(distance, tile, view)).toBe(REEL_WIN_INDEX);
    expect(distance + view / 2).toBe(REEL_WIN_INDEX * tile + tile / 2);
  });
});
