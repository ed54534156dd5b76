import type { CouponInfo } from './format';

/** Local midnight of a date, in seconds (coupon dates are seconds). */
export const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

/** Sample coupons for tests and stories. */
export const cashCoupon: CouponInfo = {
  id: 'cash',
  name: '新人红包',
  description: '仅限开箱使用',
  startAt: day(2026, 1, 1),
  endAt: day(2026, 12, 31),
  denominations: 150,
  originCondition: 0,
};

export const discountCoupon: CouponInfo = {
  id: 'discount',
  name: '周末折扣券',
  startAt: day(2026, 11, 1),
  endAt: day(2026, 11, 30),
  discount: 88,
  originCondition: 10000,
};

export const bigCashCoupon: CouponInfo = {
  id: 'big',
  name: '满减券',
  startAt: day(2026, 6, 1),
  endAt: day(2027, 5, 31),
  denominations: 2000,
  originCondition: 20000,
};

export const expiredCoupon: CouponInfo = {
  id: 'expired',
  name: '过期券',
  description: '仅限开箱使用',
  reason: '已过期',
  startAt: day(2025, 1, 1),
  endAt: day(2025, 3, 1),
  discount: 95,
  originCondition: 5000,
};
