import { describe, expect, it } from 'vitest';
import { bonusCents, isOfferedAmount } from './offers';

describe('recharge offers', () => {
  it.each([
    [1000n, 0n],
    [10000n, 100n],
    [50000n, 1000n],
    [100000n, 3000n],
    [200000n, 8000n],
    [500000n, 20000n],
  ])('%i cents earn a bonus of %i cents', (amount, bonus) => {
    expect(bonusCents(amount)).toBe(bonus);
  });

  it('offers 100 coins', () => {
    expect(isOfferedAmount(10000n)).toBe(true);
  });

  it('does not offer 123 coins', () => {
    expect(isOfferedAmount(12300n)).toBe(false);
  });
});
