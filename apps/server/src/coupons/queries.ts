import type { Coupon, Locale } from '@skinbox/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { coupons, playerCoupons } from '../db/schema';
import { couponState } from './rules/validity';

const heldColumns = {
  id: playerCoupons.id,
  status: playerCoupons.status,
  startsAt: playerCoupons.startsAt,
  endsAt: playerCoupons.endsAt,
  usedAt: playerCoupons.usedAt,
  names: coupons.names,
  descriptions: coupons.descriptions,
  denominationsCents: coupons.denominationsCents,
  discountTenths: coupons.discountTenths,
  originConditionCents: coupons.originConditionCents,
};

export type HeldCoupon = Awaited<ReturnType<typeof heldCoupons>>[number];

/** The coupons a player holds, newest first (at most `limit`). */
export function heldCoupons(db: Db, userId: number, limit = 200) {
  return db
    .select(heldColumns)
    .from(playerCoupons)
    .innerJoin(coupons, eq(coupons.id, playerCoupons.couponId))
    .where(eq(playerCoupons.userId, userId))
    .orderBy(desc(playerCoupons.id))
    .limit(limit);
}

export async function heldCoupon(db: Db, userId: number, id: number) {
  const [held] = await db
    .select(heldColumns)
    .from(playerCoupons)
    .innerJoin(coupons, eq(coupons.id, playerCoupons.couponId))
    .where(and(eq(playerCoupons.id, id), eq(playerCoupons.userId, userId)));
  return held;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A held coupon with SPEC section 3's fields, in the player's language. */
export function presentCoupon(held: HeldCoupon, locale: Locale, now: Date): Coupon {
  return {
    id: held.id,
    name: held.names[locale],
    description: held.descriptions[locale],
    startAt: seconds(held.startsAt),
    endAt: seconds(held.endsAt),
    denominations: Number(held.denominationsCents),
    discount: held.discountTenths,
    originCondition: Number(held.originConditionCents),
    state: couponState(held, now),
  };
}
