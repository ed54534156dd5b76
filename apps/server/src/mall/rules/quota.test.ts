import { describe, expect, it } from 'vitest';
import { exchangeQuotaCents } from './quota';

describe('exchangeQuotaCents', () => {
  it('is the turnover not yet spent in the mall', () => {
    expect(exchangeQuotaCents(100_00n, 30_00n, 10_00n)).toBe(20_00n);
  });

  it('never exceeds the balance', () => {
    expect(exchangeQuotaCents(5_00n, 30_00n, 0n)).toBe(5_00n);
  });

  it('is zero for a player who only recharged', () => {
    expect(exchangeQuotaCents(500_00n, 0n, 0n)).toBe(0n);
  });

  it('never goes below zero', () => {
    expect(exchangeQuotaCents(10_00n, 5_00n, 8_00n)).toBe(0n);
  });
});
