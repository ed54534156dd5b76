import { centsToMoney, couponBonusCents } from '@skinbox/api';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { coupons, exchangeCodes, exchangeRedemptions, playerCoupons } from '../db/schema';
import { AppError } from '../http/errors';
import { credit, creditUnlessZero } from '../money/ledger';
import { heldCoupon } from './queries';
import { normalCode } from './rules/validity';
import { DAY_MS } from '@skinbox/rules';

/** Gives a player a copy of a coupon, valid from `now` for the coupon's days; returns its id. */
export async function grantCoupon(
  tx: Db,
  {
    userId,
    couponId,
    source,
    now,
  }: { userId: number; couponId: number; source: string; now: Date },
) {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw new AppError(404, 'errors.couponNotFound');
  const [held] = await tx
    .insert(playerCoupons)
    .values({
      userId,
      couponId,
      startsAt: now,
      endsAt: new Date(now.getTime() + coupon.validDays * DAY_MS),
      source,
    })
    .returning({ id: playerCoupons.id });
  if (!held) throw new Error('the coupon insert returned nothing');
  return held.id;
}

/**
 * Uses an exchange code (SPEC section 5): once per player (the redemption's key), while the code
 * is valid and, when it has a limit, while uses are left (a conditional update, so racing
 * players never take more than the limit). Gives its coupon or its coins.
 */
export async function exchangeCode(
  db: Db,
  { userId, code, now }: { userId: number; code: string; now: Date },
) {
  const typed = normalCode(code);
  return db.transaction(async (tx) => {
    const [exchange] = await tx.select().from(exchangeCodes).where(eq(exchangeCodes.code, typed));
    if (
      !exchange ||
      exchange.startsAt.getTime() > now.getTime() ||
      (exchange.endsAt !== null && exchange.endsAt.getTime() <= now.getTime())
    ) {
      throw new AppError(404, 'errors.exchangeCodeInvalid');
    }
    const [redeemed] = await tx
      .insert(exchangeRedemptions)
      .values({ code: typed, userId })
      .onConflictDoNothing()
      .returning({ code: exchangeRedemptions.code });
    if (!redeemed) throw new AppError(409, 'errors.exchangeCodeUsed');
    const [counted] = await tx
      .update(exchangeCodes)
      .set({ uses: sql`${exchangeCodes.uses} + 1` })
      .where(
        and(
          eq(exchangeCodes.code, typed),
          or(isNull(exchangeCodes.maxUses), gt(exchangeCodes.maxUses, exchangeCodes.uses)),
        ),
      )
      .returning({ uses: exchangeCodes.uses });
    if (!counted) throw new AppError(409, 'errors.exchangeCodeExhausted');
    if (exchange.couponId !== null) {
      const heldId = await grantCoupon(tx, {
        userId,
        couponId: exchange.couponId,
        source: `code:${typed}`,
        now,
      });
      const held = await heldCoupon(tx, userId, heldId);
      if (!held) throw new Error('a granted coupon vanished');
      return { kind: 'coupon' as const, held };
    }
    const cents = exchange.coinsCents ?? 0n;
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: 'reward.exchangeCode',
      reference: `code:${typed}`,
      account: 'promotions',
    });
    return { kind: 'coins' as const, amount: centsToMoney(cents) };
  });
}

/**
 * Applies a held coupon to a recharge order being placed, in the order's transaction: one
 * compare-and-set from unused to used naming the order, only while the coupon is valid and the
 * amount meets its minimum. Returns the coins it adds (couponBonusCents), credited when the
 * order is paid (creditCouponBonus).
 */
export async function useCouponOnOrder(
  tx: Db,
  {
    userId,
    playerCouponId,
    orderId,
    amountCents,
    now,
  }: { userId: number; playerCouponId: number; orderId: number; amountCents: bigint; now: Date },
): Promise<bigint> {
  const held = await heldCoupon(tx, userId, playerCouponId);
  if (!held) throw new AppError(404, 'errors.couponNotFound');
  const bonus = couponBonusCents(
    {
      denominations: Number(held.denominationsCents),
      discount: held.discountTenths,
      originCondition: Number(held.originConditionCents),
    },
    amountCents,
  );
  if (bonus <= 0n) throw new AppError(409, 'errors.couponUnusable');
  const [used] = await tx
    .update(playerCoupons)
    .set({ status: 'used', orderId, bonusCents: bonus, usedAt: now })
    .where(
      and(
        eq(playerCoupons.id, playerCouponId),
        eq(playerCoupons.userId, userId),
        eq(playerCoupons.status, 'unused'),
        lte(playerCoupons.startsAt, now),
        gt(playerCoupons.endsAt, now),
      ),
    )
    .returning({ id: playerCoupons.id });
  if (!used) throw new AppError(409, 'errors.couponUnusable');
  return bonus;
}

/** The coins a coupon adds to an order, 0 when none was applied. */
export async function couponBonusOfOrder(tx: Db, orderId: number): Promise<bigint> {
  const [used] = await tx
    .select({ bonusCents: playerCoupons.bonusCents })
    .from(playerCoupons)
    .where(eq(playerCoupons.orderId, orderId));
  return used?.bonusCents ?? 0n;
}

/** Credits a paid order's coupon coins from promotions, in the order's payment transaction. */
export async function creditCouponBonus(tx: Db, userId: number, orderId: number) {
  const bonus = await couponBonusOfOrder(tx, orderId);
  await creditUnlessZero(tx, {
    userId,
    currency: 'amount',
    cents: bonus,
    kind: 'recharge.order.coupon',
    reference: `order:${orderId}`,
    account: 'promotions',
  });
  return bonus;
}

/**
 * Gives back the coupon a recharge order used when the order ends unpaid (cancelled, expired, no
 * link), in the transaction that closes it: the player holds it again, within its own dates.
 */
export async function releaseCouponOfOrder(tx: Db, orderId: number) {
  await tx
    .update(playerCoupons)
    .set({ status: 'unused', orderId: null, bonusCents: null, usedAt: null })
    .where(and(eq(playerCoupons.orderId, orderId), eq(playerCoupons.status, 'used')));
}
