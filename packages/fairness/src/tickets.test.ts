// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TICKETS } from './roll';
import { ticketRanges } from './tickets';

describe('ticketRanges', () => {
  // A fixed linear congruential sequence: many awkward weight sets, the same on every run.
  function* weightSets() {
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let set = 0; set < 300; set += 1) {
      const length = 1 + Math.floor(next() * 120);
      yield Array.from({ length }, () => 10 ** (next() * 15 - 9));
    }
  }

  it('tiles [1, TICKETS] with ranges at least one ticket wide, for many weight sets', () => {
    for (const weights of weightSets()) {
      const ranges = ticketRanges(weights);
      expect(ranges).toHaveLength(weights.length);
      expect(ranges[0]?.from).toBe(1);
      expect(ranges.at(-1)?.to).toBe(TICKETS);
      ranges.forEach((range, i) => {
        expect(range.to).toBeGreaterThanOrEqual(range.from);
        if (i > 0) expect(range.from).toBe((ranges[i - 1]?.to ?? 0) + 1);
      });
    }
  });

  it('refuses an empty box', () => {
    expect(() => ticketRanges([])).toThrow('at least one item');
  });

  it('refuses a zero probability', () => {
    expect(() => ticketRanges([1, 0])).toThrow('positive');
  });
});
