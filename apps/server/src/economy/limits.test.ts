import { describe, expect, it } from 'vitest';
import { BONUS_TIERS } from '../recharge/rules/offers';
import { checkConfigItem, checkCoupon, checkRechargeTiers, orderBonusLimitCents } from './limits';
import { wagerMultipleFor } from './rules/wagering';

const multiple = wagerMultipleFor(0.9);

describe('the limits on what operators set', () => {
  it('lets an order add at most 6.90 % of the recharge: 344.82 on 5000', () => {
    expect(orderBonusLimitCents(500_000n, multiple)).toBe(34_482n);
  });

  it('keeps the recharge bonus tiers within it, and refuses the 8 % tier that paid 1.040 per coin', () => {
    expect(() => checkRechargeTiers(BONUS_TIERS, multiple)).not.toThrow();
    expect(() =>
      checkRechargeTiers([...BONUS_TIERS, { fromCoins: 5000, basisPoints: 800 }], multiple),
    ).toThrow(
      "the bonus from 5000 coins pays 8.00 %; a recharge's bonus and coupon together may add at most 6.90 % of it (a bonus is locked for 145 times its value in turnover, at most 10 turnovers of the recharge)",
    );
  });

  it('measures a coupon on every offered recharge it applies to, on top of the tier', () => {
    const coupon =
      (discountTenths: number, denominationsCents = 0n, originConditionCents = 0n) =>
      () =>
        checkCoupon({ denominationsCents, discountTenths, originConditionCents }, multiple);
    expect(coupon(98)).not.toThrow();
    expect(coupon(97)).toThrow('on a recharge of 2000');
    expect(coupon(0, 500n, 10_000n)).not.toThrow();
    expect(coupon(0, 500n)).toThrow('on a recharge of 10');
  });

  it('refuses a malformed reward amount, a referral tier above 1 % and a spread box under 100', () => {
    expect(() => checkConfigItem('registerPacketAmount', '2.00')).not.toThrow();
    expect(() => checkConfigItem('registerPacketAmount', 'two')).toThrow(
      'registerPacketAmount is an amount like 2.00, not "two"',
    );
    expect(() => checkConfigItem('spreadTiers', '0:0.3,5:2')).toThrow(
      'a referral tier pays 2.00 % of an invited recharge; at most 1.00 %',
    );
    expect(() => checkConfigItem('spreadTiers', 'lots')).toThrow('"invited:percent" pairs');
    expect(() => checkConfigItem('spreadBoxThreshold', '50')).toThrow(
      'spreadBoxThreshold must be at least 100.00',
    );
    expect(() => checkConfigItem('turntableTopPrizeInvites', '-1')).toThrow(
      'a number of invited players',
    );
    // Items that size no reward pass untouched.
    expect(() => checkConfigItem('siteTitle', 'anything')).not.toThrow();
  });
});
