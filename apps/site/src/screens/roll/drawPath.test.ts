import { describe, expect, it } from 'vitest';
import { DRAW_HOP_FIRST_MS, DRAW_HOP_LAST_MS, drawPath } from './drawPath';

describe('drawPath', () => {
  it('runs two whole rounds over a small room and stops on the winner', () => {
    const hops = drawPath(5, 0, 3);
    expect(hops).toHaveLength(2 * 5 + 3);
    expect(hops.at(-1)?.index).toBe(3);
    expect(hops.slice(0, 5).map((hop) => hop.index)).toEqual([1, 2, 3, 4, 0]);
  });

  it('slows all the way, from the quickest hop to the slowest', () => {
    const waits = drawPath(8, 2, 1).map((hop) => hop.ms);
    expect(waits[0]).toBe(DRAW_HOP_FIRST_MS);
    expect(waits.at(-1)).toBe(DRAW_HOP_LAST_MS);
    expect(waits.every((ms, i) => i === 0 || ms >= (waits[i - 1] ?? 0))).toBe(true);
  });

  it('gives a crowd one round, and a lone entrant a single stop', () => {
    expect(drawPath(40, 39, 0)).toHaveLength(40 + 1);
    expect(drawPath(1, 0, 0)).toEqual([{ index: 0, ms: DRAW_HOP_LAST_MS }]);
  });
});
