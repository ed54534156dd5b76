export { Coupon, type CouponProps } from './Coupon';
export { CouponCell, type CouponCellProps } from './CouponCell';
export { CouponList, type CouponListProps } from './CouponList';
export { NO_COUPON } from './useCouponList';
export {
  COUPON_CURRENCY,
  formatCents,
  formatCouponCondition,
  formatCouponDate,
  formatCouponDiscount,
  formatCouponFace,
  formatCouponPeriod,
  formatCouponValue,
  type CouponInfo,
} from './format';
