import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import type { PaymentProvider } from '../payment/provider';
import { creditCouponBonus, useCouponOnOrder } from '../coupons/actions';
import { enforceDepositLimits } from '../limits/enforcement';
import { creditRecharge, requireTradeLink } from './credit';
import { bonusCents, isOfferedAmount, isRechargeMethod } from './rules/offers';

/**
 * Places a recharge order of an offered amount (the trade link bound, SPEC section 5) and hands it
 * to the payment provider; an order the provider pays at once is credited before this returns.
 * A coupon the player holds is used by the order as it is placed (coupons/actions.ts), and its
 * coins are credited with the order's.
 */
export async function createRechargeOrder(
  db: Db,
  payment: PaymentProvider,
  {
    userId,
    method,
    amountCents,
    couponId,
  }: { userId: number; method: string; amountCents: bigint; couponId?: number },
) {
  if (!isRechargeMethod(method)) throw new AppError(400, 'errors.badRequest');
  if (!isOfferedAmount(amountCents)) throw new AppError(400, 'errors.rechargeAmountRequired');
  await requireTradeLink(db, userId);
  const bonus = bonusCents(amountCents);
  const { order, couponBonus } = await db.transaction(async (tx) => {
    await enforceDepositLimits(tx, userId, amountCents);
    const [placed] = await tx
      .insert(rechargeOrders)
      .values({ userId, method, provider: payment.name, amountCents, bonusCents: bonus })
      .returning();
    if (!placed) throw new Error('order insert returned nothing');
    const coupon =
      couponId === undefined
        ? 0n
        : await useCouponOnOrder(tx, {
            userId,
            playerCouponId: couponId,
            orderId: placed.id,
            amountCents,
            now: new Date(),
          });
    return { order: placed, couponBonus: coupon };
  });
  const status = await payment.pay({ orderId: order.id, userId, method, amountCents });
  if (status === 'paid') await confirmRechargeOrder(db, order.id);
  return { order, status, couponBonus };
}

/**
 * Marks an order paid and credits it (amount, bonus, VIP growth), once: only the update that moves
 * the order out of 'pending' credits, so a provider that confirms twice, or two confirmations
 * racing, credit one time. Returns whether this call credited it. The route calls it when the
 * provider answers 'paid' at once; a provider that confirms later calls it from its callback.
 */
export function confirmRechargeOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(rechargeOrders)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.status, 'pending')))
      .returning();
    if (!paid) return false;
    await creditRecharge(
      tx,
      paid.userId,
      paid.amountCents,
      paid.bonusCents,
      'recharge.order',
      `order:${orderId}`,
    );
    await creditCouponBonus(tx, paid.userId, orderId);
    return true;
  });
}
