import { describe, expect, it } from 'vitest';
import {
  STRIP_LENGTH,
  WIN_INDEX,
  buildStrip,
  easeOut,
  reelDistance,
  reelOffset,
  tileUnderLine,
} from './reel';

describe('reel model', () => {
  it('puts the won item at WIN_INDEX of a STRIP_LENGTH strip', () => {
    const strip = buildStrip(['a', 'b', 'c'], 'won', 42);
    expect(strip).toHaveLength(STRIP_LENGTH);
    expect(strip[WIN_INDEX]).toBe('won');
  });

  it('draws the same fillers for the same seed and other fillers for another', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(buildStrip(items, 'won', 7)).toEqual(buildStrip(items, 'won', 7));
    expect(buildStrip(items, 'won', 7)).not.toEqual(buildStrip(items, 'won', 8));
  });

  it('fills with box items only', () => {
    const strip = buildStrip(['a', 'b'], 'won', 3);
    expect(strip.filter((x, i) => i !== WIN_INDEX).every((x) => x === 'a' || x === 'b')).toBe(true);
  });

  it('eases out from 0 to 1 and stays there', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(0.5)).toBeCloseTo(0.875);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
  });

  it('stops with the middle of the won tile under the centre line', () => {
    const tile = 100;
    const view = 375;
    const distance = reelDistance(tile, view);
    expect(reelOffset(5000, distance, 5000)).toBe(distance);
    expect(tileUnderLine(distance, tile, view)).toBe(WIN_INDEX);
    expect(distance + view / 2).toBe(WIN_INDEX * tile + tile / 2);
  });
});
