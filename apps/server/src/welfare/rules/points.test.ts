import { describe, expect, it } from 'vitest';
import { WELFARE_DAILY_DROP, foldDay, pointsForTurnover } from './points';
import { WELFARE_TIERS, WELFARE_VALUE_PER_POINT, welfareTier } from './tiers';

describe('welfare points', () => {
  it('earns 1 point per whole coin of turnover', () => {
    expect(pointsForTurnover(0n)).toBe(0);
    expect(pointsForTurnover(99n)).toBe(0);
    expect(pointsForTurnover(100n)).toBe(1);
    expect(pointsForTurnover(12_345n)).toBe(123);
  });

  it('drops by 100 at each fold, never below 0 (SPEC section 9)', () => {
    expect(WELFARE_DAILY_DROP).toBe(100);
    expect(foldDay(250, 0)).toBe(150);
    expect(foldDay(30, 0)).toBe(0);
    expect(foldDay(0, 0)).toBe(0);
    expect(foldDay(30, 120)).toBe(50);
  });

  it('keeps a balance spent ahead of its fold at or above 0', () => {
    // 300 earned today, 200 spent on a tier before the fold: -200 stored, +300 folded, -100.
    expect(foldDay(-200, 300)).toBe(0);
  });
});

describe('the welfare tiers', () => {
  it('unlock at rising VIP levels and cost rising points', () => {
    const levels = WELFARE_TIERS.map((t) => t.vipLevel);
    const costs = WELFARE_TIERS.map((t) => t.points);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(welfareTier(1)).toMatchObject({ vipLevel: 1, points: 100 });
    expect(welfareTier(99)).toBeUndefined();
  });

  it('are worth 1.5 % of the turnover whose points they take', () => {
    expect(WELFARE_VALUE_PER_POINT).toBe(0.015);
    for (const tier of WELFARE_TIERS) {
      expect(Number(tier.valueCents)).toBe(Math.round(tier.points * 1.5));
    }
  });
});
