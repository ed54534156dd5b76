import type { CouponState } from '@skinbox/api';

/** A held coupon's state at `now`: used, or by its validity (start included, end excluded). */
export function couponState(
  coupon: { status: 'unused' | 'used'; startsAt: Date; endsAt: Date },
  now: Date,
): CouponState {
  if (coupon.status === 'used') return 'used';
  if (now.getTime() >= coupon.endsAt.getTime()) return 'expired';
  if (now.getTime() < coupon.startsAt.getTime()) return 'upcoming';
  return 'usable';
}

/** Exchange codes are typed in any case and stored upper-case (SPEC section 5: 1 to 20). */
export function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What an operator may use in a code: letters and digits, 1 to 20 of them. */
export const EXCHANGE_CODE_PATTERN = /^[A-Z0-9]{1,20}$/;
