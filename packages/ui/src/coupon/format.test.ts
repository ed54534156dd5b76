import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { kitMessages } from '../locale/catalogues';
import { LOCALES, type Locale } from '../locale/types';
import {
  COUPON_CURRENCY,
  formatCents,
  formatCouponCondition,
  formatCouponDate,
  formatCouponDiscount,
  formatCouponFace,
  formatCouponPeriod,
  formatCouponValue,
} from './format';

/** BCP 47 tags, as the kit's imperative layer uses them ('tw' alone would be Twi). */
const TAG: Record<Locale, string> = { zh: 'zh-CN', en: 'en', vi: 'vi', ko: 'ko', tw: 'zh-TW' };

/** The intl a widget gets in `locale`. */
const intlFor = (locale: Locale) =>
  createIntl({ locale: TAG[locale], messages: kitMessages(locale), defaultLocale: 'zh' });

const perLocale = <T>(table: Record<Locale, T>) => LOCALES.map((locale) => [locale, table[locale]]);

/** Seconds of a local date and time. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime() / 1000;

describe('coupon money', () => {
  it('defaults to the ¥ symbol', () => {
    expect(COUPON_CURRENCY).toBe('¥');
  });

  it.each(perLocale({ zh: '¥1.00', en: '¥1.00', vi: '¥1,00', ko: '¥1.00', tw: '¥1.00' }))(
    'shows 100 cents as one unit with two decimals in %s: %s',
    (locale, expected) => {
      expect(formatCouponValue(intlFor(locale as Locale), 100)).toBe(expected);
    },
  );

  it.each(
    perLocale({
      zh: ['¥0.01', '¥0.50', '¥10.00', '¥1,234.56', '¥1,000,000.00'],
      en: ['¥0.01', '¥0.50', '¥10.00', '¥1,234.56', '¥1,000,000.00'],
      vi: ['¥0,01', '¥0,50', '¥10,00', '¥1.234,56', '¥1.000.000,00'],
      ko: ['¥0.01', '¥0.50', '¥10.00', '¥1,234.56', '¥1,000,000.00'],
      tw: ['¥0.01', '¥0.50', '¥10.00', '¥1,234.56', '¥1,000,000.00'],
    }),
  )('converts cents to the currency in %s', (locale, expected) => {
    const intl = intlFor(locale as Locale);
    expect([1, 50, 1000, 123456, 100000000].map((cents) => formatCouponValue(intl, cents))).toEqual(
      expected,
    );
  });

  it.each(LOCALES)('puts another symbol first in %s', (locale) => {
    expect(formatCouponValue(intlFor(locale), 250, '$')).toMatch(/^\$2[.,]50$/);
  });

  it('formats bare cents without a symbol', () => {
    expect(formatCents(intlFor('en'), 9999)).toBe('99.99');
  });
});

describe('coupon discount', () => {
  it.each(perLocale({ zh: '8.8折', en: '12% off', vi: 'Giảm 12%', ko: '12% 할인', tw: '8.8折' }))(
    'reads 88 tenths in %s as %s',
    (locale, expected) => {
      expect(formatCouponDiscount(intlFor(locale as Locale), 88)).toBe(expected);
    },
  );

  it.each(perLocale({ zh: '9.5折', en: '5% off', vi: 'Giảm 5%', ko: '5% 할인', tw: '9.5折' }))(
    'reads 95 tenths in %s as %s',
    (locale, expected) => {
      expect(formatCouponDiscount(intlFor(locale as Locale), 95)).toBe(expected);
    },
  );

  it.each(perLocale({ zh: '8折', en: '20% off', vi: 'Giảm 20%', ko: '20% 할인', tw: '8折' }))(
    'drops the decimal of a whole 折: 80 tenths in %s as %s',
    (locale, expected) => {
      expect(formatCouponDiscount(intlFor(locale as Locale), 80)).toBe(expected);
    },
  );

  it.each(
    perLocale({
      zh: ['7.5折', '5折', '0.1折'],
      en: ['25% off', '50% off', '99% off'],
      vi: ['Giảm 25%', 'Giảm 50%', 'Giảm 99%'],
      ko: ['25% 할인', '50% 할인', '99% 할인'],
      tw: ['7.5折', '5折', '0.1折'],
    }),
  )('reads 75, 50 and 1 tenths in %s', (locale, expected) => {
    const intl = intlFor(locale as Locale);
    expect([75, 50, 1].map((tenths) => formatCouponDiscount(intl, tenths))).toEqual(expected);
  });
});

describe('coupon condition', () => {
  it.each(
    perLocale({
      zh: '无门槛',
      en: 'No minimum spend',
      vi: 'Không yêu cầu tối thiểu',
      ko: '최소 금액 없음',
      tw: '無門檻',
    }),
  )('has no minimum at 0 or none in %s: %s', (locale, expected) => {
    const intl = intlFor(locale as Locale);
    expect(formatCouponCondition(intl, 0)).toBe(expected);
    expect(formatCouponCondition(intl, undefined)).toBe(expected);
  });

  it.each(
    perLocale({
      zh: '满100元可用',
      en: 'Orders over ¥100',
      vi: 'Đơn từ ¥100',
      ko: '¥100 이상 구매 시',
      tw: '滿100元可用',
    }),
  )('words a 10000-cent minimum in %s: %s', (locale, expected) => {
    expect(formatCouponCondition(intlFor(locale as Locale), 10000)).toBe(expected);
  });

  it.each(
    perLocale({
      zh: ['满150.5元可用', '满10,000元可用'],
      en: ['Orders over ¥150.5', 'Orders over ¥10,000'],
      vi: ['Đơn từ ¥150,5', 'Đơn từ ¥10.000'],
      ko: ['¥150.5 이상 구매 시', '¥10,000 이상 구매 시'],
      tw: ['滿150.5元可用', '滿10,000元可用'],
    }),
  )('keeps only the decimals a minimum needs in %s', (locale, expected) => {
    const intl = intlFor(locale as Locale);
    expect([15050, 1000000].map((cents) => formatCouponCondition(intl, cents))).toEqual(expected);
  });

  it.each(
    perLocale({
      zh: '满$100可用',
      en: 'Orders over $100',
      vi: 'Đơn từ $100',
      ko: '$100 이상 구매 시',
      tw: '滿$100可用',
    }),
  )('names another currency by its symbol in %s: %s', (locale, expected) => {
    expect(formatCouponCondition(intlFor(locale as Locale), 10000, '$')).toBe(expected);
  });
});

describe('coupon dates', () => {
  it('shows seconds as the local date YYYY.MM.DD, zero-padded', () => {
    expect(formatCouponDate(at(2026, 1, 5, 12))).toBe('2026.01.05');
    expect(formatCouponDate(at(2026, 12, 31, 23, 59, 59))).toBe('2026.12.31');
    expect(formatCouponDate(at(2027, 10, 1))).toBe('2027.10.01');
  });

  it.each(LOCALES)('spans start to end in %s', (locale) => {
    expect(formatCouponPeriod(intlFor(locale), at(2026, 1, 1), at(2026, 12, 31, 23, 59))).toBe(
      '2026.01.01 - 2026.12.31',
    );
  });
});

describe('coupon face', () => {
  const intl = intlFor('en');

  it('prefers a ready-made value text with its unit', () => {
    expect(formatCouponFace(intl, { valueDesc: '3', unitDesc: 'x', denominations: 100 })).toBe(
      '3x',
    );
  });

  it('shows the cash value before a discount', () => {
    expect(formatCouponFace(intl, { denominations: 500, discount: 88 })).toBe('¥5.00');
  });

  it('shows the discount without a cash value', () => {
    expect(formatCouponFace(intl, { discount: 88 })).toBe('12% off');
  });

  it('is empty without any value', () => {
    expect(formatCouponFace(intl, {})).toBe('');
  });
});
