import { describe, expect, it } from 'vitest';
import { boxesOverCeiling, overrideOf, type MovedBox } from './priceChange';

const box = (boxId: number, enabled: boolean, overCeiling: boolean): MovedBox => ({
  boxId,
  name: `Box ${boxId}`,
  enabled,
  targetRtp: 0.92,
  rtpBefore: 0.92,
  rtpAfter: overCeiling ? 0.99 : 0.93,
  overCeiling,
});

describe('a price change', () => {
  it('goes back to the price model when the field is empty', () => {
    expect(overrideOf('  ')).toBeNull();
    expect(overrideOf(' 12.30 ')).toBe('12.30');
  });

  it('is held back only by enabled boxes it lifts past the ceiling', () => {
    const moved = [box(1, true, false), box(2, false, true), box(3, true, true)];
    expect(boxesOverCeiling(moved).map((moved) => moved.boxId)).toEqual([3]);
  });
});
