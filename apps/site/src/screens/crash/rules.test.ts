import { describe, expect, it } from 'vitest';
import { clampStake, crashTone, formatMultiplier, payoutAt, stakeMoney } from './rules';

describe('crash numbers', () => {
  it('shows hundredths as a multiplier with two decimals', () => {
    expect(formatMultiplier(100)).toBe('1.00x');
    expect(formatMultiplier(270)).toBe('2.70x');
    expect(formatMultiplier(123456)).toBe('1234.56x');
  });

  it('pays a stake at a multiplier floored to the cent, as the server does', () => {
    expect(payoutAt('10.00', 134)).toBe('13.40');
    expect(payoutAt('0.33', 150)).toBe('0.49');
    expect(stakeMoney(12.5)).toBe('12.50');
    expect(stakeMoney(0.1 + 0.2)).toBe('0.30');
  });

  it('colours a crash by result: under 2x, to 10x, from 10x', () => {
    expect([100, 199, 200, 999, 1000, 50000].map(crashTone)).toEqual([
      'low',
      'low',
      'good',
      'good',
      'high',
      'high',
    ]);
  });

  it('keeps a quick amount inside the limits', () => {
    const limits = { min: 0.1, max: 1000 };
    expect(clampStake(0.05, limits)).toBe(0.1);
    expect(clampStake(2048, limits)).toBe(1000);
    expect(clampStake(1 / 3, limits)).toBe(0.33);
  });
});
