import { describe, expect, it } from 'vitest';
import { formatOdds } from './formatOdds';

describe('formatOdds', () => {
  it('gives two significant figures below 1 %', () => {
    expect(formatOdds('0.2567', 'en')).toBe('0.26');
    expect(formatOdds('0.0123', 'en')).toBe('0.012');
  });

  it('gives at most two decimals from 1 % up, without trailing zeros', () => {
    expect(formatOdds('60.0000', 'en')).toBe('60');
    expect(formatOdds('33.3333', 'en')).toBe('33.33');
    expect(formatOdds('1.5000', 'en')).toBe('1.5');
  });

  it("writes the reader's number format", () => {
    expect(formatOdds('0.2567', 'vi')).toBe('0,26');
  });
});
