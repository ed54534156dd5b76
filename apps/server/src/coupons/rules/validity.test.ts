import { describe, expect, it } from 'vitest';
import { EXCHANGE_CODE_PATTERN, couponState, normalCode } from './validity';

const window = {
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
};

describe('coupon validity', () => {
  it('is usable from its start up to (not at) its end', () => {
    const unused = { ...window, status: 'unused' as const };
    expect(couponState(unused, new Date('2026-10-31T23:59:59Z'))).toBe('upcoming');
    expect(couponState(unused, new Date('2026-11-01T00:00:00Z'))).toBe('usable');
    expect(couponState(unused, new Date('2026-11-30T23:59:59Z'))).toBe('usable');
    expect(couponState(unused, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
  });

  it('is used once used, whatever the date', () => {
    expect(couponState({ ...window, status: 'used' }, new Date('2026-11-15T00:00:00Z'))).toBe(
      'used',
    );
  });
});

describe('exchange codes', () => {
  it('are read in any case and stored upper-case, letters and digits up to 20', () => {
    expect(normalCode('  ny2027vip ')).toBe('NY2027VIP');
    expect(EXCHANGE_CODE_PATTERN.test('A'.repeat(20))).toBe(true);
    expect(EXCHANGE_CODE_PATTERN.test('A'.repeat(21))).toBe(false);
    expect(EXCHANGE_CODE_PATTERN.test('NY-2027')).toBe(false);
  });
});
