import { describe, expect, it } from 'vitest';
import {
  COUNT_UP_DECIMAL,
  COUNT_UP_DURATION,
  COUNT_UP_SEPARATOR,
  easeOutExpo,
  formatCountUp,
} from './formatCountUp';

describe('formatCountUp', () => {
  it("separates thousands with ',' by default, as the SPEC says", () => {
    expect(COUNT_UP_SEPARATOR).toBe(',');
    expect(formatCountUp(1234567)).toBe('1,234,567');
    expect(formatCountUp(999)).toBe('999');
  });

  it('rounds to the decimals, with the decimal mark', () => {
    expect(COUNT_UP_DECIMAL).toBe('.');
    expect(formatCountUp(1234.5678, { decimals: 2 })).toBe('1,234.57');
    expect(formatCountUp(12.5, { decimals: 2, decimal: ',', separator: '.' })).toBe('12,50');
    expect(formatCountUp(2.5)).toBe('3');
  });

  it('takes no separator, a prefix and a suffix', () => {
    expect(formatCountUp(1234567, { separator: '' })).toBe('1234567');
    expect(formatCountUp(1500, { prefix: '¥', suffix: ' coins' })).toBe('¥1,500 coins');
  });

  it('puts the sign before the prefix, and never shows -0', () => {
    expect(formatCountUp(-1234.5, { decimals: 1, prefix: '$' })).toBe('-$1,234.5');
    expect(formatCountUp(-0.001, { decimals: 2 })).toBe('0.00');
  });
});

describe('easeOutExpo', () => {
  it('starts at the start, ends exactly at the end and rushes early', () => {
    expect(COUNT_UP_DURATION).toBe(3000);
    expect(easeOutExpo(0, 0, 100, COUNT_UP_DURATION)).toBe(0);
    expect(easeOutExpo(COUNT_UP_DURATION, 0, 100, COUNT_UP_DURATION)).toBeCloseTo(100, 10);
    expect(easeOutExpo(COUNT_UP_DURATION / 2, 0, 100, COUNT_UP_DURATION)).toBeGreaterThan(95);
  });
});
