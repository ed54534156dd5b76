import { describe, expect, it } from 'vitest';
import { capMultiplier, cashOutTarget, payoutCents } from './payout';

const NO_CAP = 10n ** 12n;

describe('payouts', () => {
  it('pay stake × multiplier, rounded down to the cent', () => {
    expect(payoutCents(1000n, 250, NO_CAP)).toBe(2500n);
    expect(payoutCents(333n, 101, NO_CAP)).toBe(336n); // 3.3633 → 3.36
    expect(payoutCents(10n, 105, NO_CAP)).toBe(10n); // 0.105 → 0.10: half a cent of profit is none
  });

  it('cap the profit of one bet in one round', () => {
    expect(payoutCents(10_000n, 1000, 50_000n)).toBe(60_000n);
    expect(payoutCents(10_000n, 500, 50_000n)).toBe(50_000n);
  });

  it('cash a bet out where its profit reaches the cap', () => {
    // 100.00 staked, 500.00 max profit: 6.00x.
    expect(capMultiplier(10_000n, 50_000n)).toBe(600);
    // 3.00 staked, 1.00 max profit: 1.3333x, rounded up so the cap is reached: 1.34x.
    expect(capMultiplier(300n, 100n)).toBe(134);
    expect(payoutCents(300n, 134, 100n)).toBe(400n);
    expect(payoutCents(300n, 133, 100n)).toBe(399n);
  });

  it('take the lower of the auto cash-out and the cap as the target', () => {
    expect(cashOutTarget(10_000n, 200, 50_000n)).toBe(200);
    expect(cashOutTarget(10_000n, 800, 50_000n)).toBe(600);
    expect(cashOutTarget(10_000n, null, 50_000n)).toBe(600);
  });
});
