import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LEVELS, levelForGrowth, nextStoredLevel } from './levels';

describe('VIP levels', () => {
  it('reaches a level exactly at its threshold', () => {
    const vip5 = DEFAULT_VIP_LEVELS.find((l) => l.level === 5);
    expect(levelForGrowth(DEFAULT_VIP_LEVELS, vip5?.threshold ?? 0n)).toBe(5);
    expect(levelForGrowth(DEFAULT_VIP_LEVELS, (vip5?.threshold ?? 0n) - 1n)).toBe(4);
  });

  it('is 0 without growth', () => {
    expect(levelForGrowth(DEFAULT_VIP_LEVELS, 0n)).toBe(0);
  });

  it('never goes down', () => {
    expect(nextStoredLevel(7, DEFAULT_VIP_LEVELS, 0n)).toBe(7);
  });
});
