import { describe, expect, it } from 'vitest';
import { isLuckyTarget, luckyCostCents, luckyCosts, luckyReturn, rtpBasisPoints } from './cost';

describe('the cost of a lucky try', () => {
  it('is the target price × chance ÷ RTP, rounded up to the cent', () => {
    // 100.00 × 5 % ÷ 0.9 = 5.5555… → 5.56
    expect(luckyCostCents(100_00n, 5, 0.9)).toBe(5_56n);
    // 100.00 × 80 % ÷ 0.9 = 88.888… → 88.89
    expect(luckyCostCents(100_00n, 80, 0.9)).toBe(88_89n);
    // Exact: 90.00 × 10 % ÷ 0.9 = 10.00
    expect(luckyCostCents(90_00n, 10, 0.9)).toBe(10_00n);
    expect(luckyCostCents(1_00n, 5, 0.9)).toBe(6n);
  });

  it('offers every whole chance from 5 % to 80 %', () => {
    const costs = luckyCosts(250_00n, 0.9);
    expect(costs).toHaveLength(76);
    expect(costs[0]).toEqual({ chance: 5, costCents: 13_89n });
    expect(costs.at(-1)).toEqual({ chance: 80, costCents: 222_23n });
  });

  it('never returns more than the RTP per coin, at any price and chance', () => {
    for (const price of [1_00n, 1_01n, 3_33n, 99_99n, 12_345_67n]) {
      for (let chance = 5; chance <= 80; chance += 1) {
        expect(luckyReturn(price, chance, 0.9)).toBeLessThanOrEqual(0.9);
      }
    }
  });

  it('takes items from one coin up as targets', () => {
    expect(isLuckyTarget(99n)).toBe(false);
    expect(isLuckyTarget(1_00n)).toBe(true);
  });

  it('works in basis points of the RTP', () => {
    expect(rtpBasisPoints(0.9)).toBe(9000n);
    expect(rtpBasisPoints(0.875)).toBe(8750n);
    expect(() => rtpBasisPoints(1)).toThrow();
  });
});
