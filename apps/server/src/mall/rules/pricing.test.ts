import { describe, expect, it } from 'vitest';
import { mallCostCents } from './pricing';

describe('mallCostCents', () => {
  it('prices the points mall at 20 points per coin of the item price', () => {
    expect(mallCostCents('point', 1_50n)).toBe(30_00n);
  });

  it('prices the gold-coin mall at the item price plus a quarter', () => {
    expect(mallCostCents('amount', 4_00n)).toBe(5_00n);
  });

  it('rounds a gold-coin cost up to the cent, never below the markup', () => {
    expect(mallCostCents('amount', 1n)).toBe(2n);
    expect(mallCostCents('amount', 1_01n)).toBe(1_27n);
  });
});
