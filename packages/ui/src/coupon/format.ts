import type { IntlShape } from 'react-intl';

/**
 * Pure formatting of the SPEC's Coupon fields (section 3): amounts in cents, discounts in tenths,
 * dates in seconds. Each takes the caller's react-intl `intl` for its language.
 */

/** Vant's currency symbol when none is given. */
export const COUPON_CURRENCY = '¥';

/** A coupon as the SPEC lists it (section 3, "Coupon (UI)"). */
export interface CouponInfo {
  id: string | number;
  name: string;
  /** Shown under the name, or the `reason` instead on a coupon that cannot be used. */
  description?: string;
  /** A ready-made condition text; without it `originCondition` is worded. */
  condition?: string;
  /** Why the coupon cannot be used (unavailable tab). */
  reason?: string;
  /** Validity, in seconds since the epoch. */
  startAt: number;
  endAt: number;
  /** A ready-made face value (e.g. '免单'), with `unitDesc` after it; wins over the amounts. */
  valueDesc?: string;
  unitDesc?: string;
  /** Face value in cents (100 = ¥1.00). */
  denominations?: number;
  /** Discount in tenths of the price paid (88 = 8.8折 = 12% off). */
  discount?: number;
  /** Minimum order in cents for the coupon to apply; 0 or absent = no minimum. */
  originCondition?: number;
}

/** Cents as a money amount with two decimals: 100 → "1.00", 123456 → "1,234.56" (en). */
export function formatCents(intl: IntlShape, cents: number): string {
  return intl.formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The face value of a cash coupon: 100 cents → "¥1.00". */
export function formatCouponValue(
  intl: IntlShape,
  cents: number,
  currency: string = COUPON_CURRENCY,
): string {
  return `${currency}${formatCents(intl, cents)}`;
}

/**
 * A discount in tenths: 88 → "8.8折" in Chinese; elsewhere the share taken off, 88 → "12% off"
 * (en), "Giảm 12%" (vi), "12% 할인" (ko).
 */
export function formatCouponDiscount(intl: IntlShape, tenths: number): string {
  return intl.formatMessage(
    { id: 'ui.coupon.discount' },
    {
      tenths: intl.formatNumber(tenths / 10, { maximumFractionDigits: 1 }),
      percentOff: intl.formatNumber((100 - tenths) / 100, {
        style: 'percent',
        maximumFractionDigits: 0,
      }),
    },
  );
}

/**
 * The minimum order: 0 → "无门槛" / "No minimum spend"; 10000 cents → "满100元可用" /
 * "Orders over ¥100". Whole amounts drop their decimals here, as Vant does ("150.5" for 15050).
 */
export function formatCouponCondition(
  intl: IntlShape,
  cents: number | undefined,
  currency: string = COUPON_CURRENCY,
): string {
  if (!cents) return intl.formatMessage({ id: 'ui.coupon.unlimited' });
  const amount = intl.formatNumber(cents / 100, { maximumFractionDigits: 2 });
  return intl.formatMessage(
    { id: 'ui.coupon.condition' },
    { amount, money: `${currency}${amount}`, yuan: currency === '¥' ? 'yes' : 'other' },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds since the epoch as the local date YYYY.MM.DD (Vant's coupon date). */
export function formatCouponDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** "2026.01.01 - 2026.12.31". */
export function formatCouponPeriod(intl: IntlShape, startAt: number, endAt: number): string {
  return intl.formatMessage(
    { id: 'ui.coupon.period' },
    { start: formatCouponDate(startAt), end: formatCouponDate(endAt) },
  );
}

/** What a coupon is worth, as its face shows it: valueDesc, else the amount, else the discount. */
export function formatCouponFace(
  intl: IntlShape,
  coupon: Pick<CouponInfo, 'valueDesc' | 'unitDesc' | 'denominations' | 'discount'>,
  currency: string = COUPON_CURRENCY,
): string {
  if (coupon.valueDesc) return `${coupon.valueDesc}${coupon.unitDesc ?? ''}`;
  if (coupon.denominations) return formatCouponValue(intl, coupon.denominations, currency);
  if (coupon.discount) return formatCouponDiscount(intl, coupon.discount);
  return '';
}
