// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activityConfig, newYearConfig } from './activity';
import { EXCHANGE_CODE_MAX_LENGTH, couponBonusCents, exchange } from './coupons';
import { password } from './redPackets';

const text = (word: string) => ({ zh: word, en: word, vi: word, ko: word, tw: word });

describe('couponBonusCents (SPEC "Coupon": cents and tenths)', () => {
  it('adds a cash coupon’s face value from its minimum recharge on', () => {
    const cash = { denominations: 500, discount: 0, originCondition: 10_000 };
    expect(couponBonusCents(cash, 9_999n)).toBe(0n);
    expect(couponBonusCents(cash, 10_000n)).toBe(500n);
    expect(couponBonusCents(cash, 50_000n)).toBe(500n);
  });

  it('adds the share a discount in tenths takes off, rounded down to the cent', () => {
    // 88 tenths = 8.8折 = 12 % off.
    const discount = { denominations: 0, discount: 88, originCondition: 0 };
    expect(couponBonusCents(discount, 10_000n)).toBe(1_200n);
    expect(couponBonusCents(discount, 1_001n)).toBe(120n);
  });

  it('adds nothing to an empty recharge or with no terms', () => {
    expect(couponBonusCents({ denominations: 500, discount: 0, originCondition: 0 }, 0n)).toBe(0n);
    expect(couponBonusCents({ denominations: 0, discount: 0, originCondition: 0 }, 100n)).toBe(0n);
  });
});

describe('exchange codes (SPEC section 5)', () => {
  it('takes 1 to 20 characters', () => {
    expect(EXCHANGE_CODE_MAX_LENGTH).toBe(20);
    expect(exchange.request.safeParse({ code: 'A'.repeat(20) }).success).toBe(true);
    const long = exchange.request.safeParse({ code: 'A'.repeat(21) });
    expect(long.error?.issues[0]?.message).toBe('errors.exchangeCodeRequired');
    expect(exchange.request.safeParse({ code: '  ' }).success).toBe(false);
  });
});

describe('red packet passwords', () => {
  it('asks for one when empty', () => {
    expect(password.request.safeParse({ password: '' }).error?.issues[0]?.message).toBe(
      'errors.redPacketPasswordRequired',
    );
  });
});

describe('the ActivityConfig article', () => {
  const newYear = {
    enabled: true,
    id: 7,
    title: text('新春'),
    intro: text('拆红包'),
    startAt: '2027-01-20T16:00:00.000Z',
    endAt: '2027-02-20T16:00:00.000Z',
    entryTurnover: '50.00',
    prizes: [
      { name: text('福'), amount: '0.10', tickets: 90_000 },
      { name: text('禄'), amount: '1.00', tickets: 10_000 },
    ],
  };

  it('reads the seeded switches and a configured new year', () => {
    expect(activityConfig.safeParse({ newYear: { enabled: false } }).success).toBe(true);
    expect(activityConfig.safeParse({ newYear }).success).toBe(true);
  });

  it('refuses prizes whose tickets do not add up to 100000', () => {
    const wrong = { ...newYear, prizes: [{ name: text('福'), amount: '1.00', tickets: 99_999 }] };
    expect(newYearConfig.safeParse(wrong).success).toBe(false);
  });

  it('refuses an activity with a language missing', () => {
    const noEnglish = { ...text('新春'), en: undefined };
    expect(newYearConfig.safeParse({ ...newYear, title: noEnglish }).success).toBe(false);
  });
});
