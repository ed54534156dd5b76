import { describe, expect, it } from 'vitest';
import { ammoCents, batchAmmoCents } from './rate';

describe('refining rate', () => {
  it('melts an item into its price × the rate in ammo, rounded down', () => {
    expect(ammoCents(10_000n, 8_000)).toBe(8_000n);
    expect(ammoCents(1_999n, 8_000)).toBe(1_599n);
    expect(ammoCents(1n, 8_000)).toBe(0n);
  });

  it('rounds each item of a batch on its own', () => {
    expect(batchAmmoCents([1_999n, 1_999n], 8_000)).toBe(3_198n);
  });
});
