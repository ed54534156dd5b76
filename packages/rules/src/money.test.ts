// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from './money';

describe('money strings', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [1230n, '12.30'],
    [-5n, '-0.05'],
    [123456789012n, '1234567890.12'],
  ])('%s cents is %s', (cents, text) => {
    expect(centsToMoney(cents)).toBe(text);
    expect(moneyToCents(text)).toBe(cents);
  });

  it('reads one or no decimal place', () => {
    expect(moneyToCents('12.3')).toBe(1230n);
    expect(moneyToCents('12')).toBe(1200n);
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['1e3', '12.345', 'abc', '', '1,000.00'])
      expect(() => moneyToCents(bad)).toThrow();
  });
});
