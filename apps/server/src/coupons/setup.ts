import type { LocalizedName } from '../db/schema/catalogue';
import type { Db } from '../db/database';
import { coupons, exchangeCodes } from '../db/schema';

/** What an operator gives a coupon: SPEC section 3's terms and how long a copy lasts. */
export interface CouponSetup {
  names: LocalizedName;
  descriptions: LocalizedName;
  /** A cash coupon's value, or 0 for a discount coupon. */
  denominationsCents: bigint;
  /** A discount coupon's tenths (88 = 12 % off), or 0 for a cash coupon. */
  discountTenths: number;
  originConditionCents: bigint;
  validDays: number;
}

export async function createCoupon(db: Db, setup: CouponSetup): Promise<number> {
  const [row] = await db.insert(coupons).values(setup).returning({ id: coupons.id });
  if (!row) throw new Error('the coupon insert returned nothing');
  return row.id;
}

export interface ExchangeCodeSetup {
  /** Upper-case letters and digits, 1 to 20. */
  code: string;
  couponId: number | null;
  coinsCents: bigint | null;
  maxUses: number | null;
  endsAt: Date | null;
}

export async function createExchangeCode(db: Db, setup: ExchangeCodeSetup) {
  const [row] = await db
    .insert(exchangeCodes)
    .values(setup)
    .onConflictDoNothing()
    .returning({ code: exchangeCodes.code });
  return row !== undefined;
}
