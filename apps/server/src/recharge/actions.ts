import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { AppError } from '../http/errors';
import { PaymentLinkMissing, type PaymentProvider } from '../payment/provider';
import { scheduleJob } from '../runtime/jobs';
import { useCouponOnOrder } from '../coupons/actions';
import { enforceDepositLimits } from '../limits/enforcement';
import { requireTradeLink } from './credit';
import { orderExpiryJob } from './orderExpiry';
import { closePendingOrder, payPendingOrder, type RechargeOrderRow } from './orders';
import { bonusCents, isOfferedAmount, isRechargeMethod } from './rules/offers';
import { MINUTE_MS } from '@skinbox/rules';

export interface PlacedRechargeOrder {
  order: RechargeOrderRow;
  couponBonus: bigint;
}

/**
 * Places a recharge order of an offered amount (the trade link bound, SPEC section 5) and hands it
 * to the payment provider. A coupon the player holds is used by the order as it is placed
 * (coupons/actions.ts), and its coins are credited with the order's. An order the provider pays
 * at once is credited before this returns; one it opens a checkout page for gets that page and an
 * expiry job, and waits for the provider's notification (recharge/notifications.ts). A provider
 * that gives no page fails the order (its coupon comes back) and throws PaymentLinkMissing, which
 * the route answers with SPEC's "recharge link empty".
 */
export async function createRechargeOrder(
  db: Db,
  payment: PaymentProvider,
  {
    userId,
    method,
    amountCents,
    couponId,
    notifyUrl,
    returnUrl,
    now,
  }: {
    userId: number;
    method: string;
    amountCents: bigint;
    couponId?: number;
    notifyUrl: string;
    returnUrl: string;
    now: Date;
  },
): Promise<PlacedRechargeOrder> {
  if (!isRechargeMethod(method)) throw new AppError(400, 'errors.badRequest');
  if (!isOfferedAmount(amountCents)) throw new AppError(400, 'errors.rechargeAmountRequired');
  await requireTradeLink(db, userId);
  const bonus = bonusCents(amountCents);
  const expiresAt =
    payment.orderMinutes === undefined
      ? null
      : new Date(now.getTime() + payment.orderMinutes * MINUTE_MS);
  const placed = await db.transaction(async (tx) => {
    await enforceDepositLimits(tx, userId, amountCents, now);
    const [order] = await tx
      .insert(rechargeOrders)
      .values({
        userId,
        method,
        provider: payment.name,
        amountCents,
        bonusCents: bonus,
        currency: payment.currency ?? null,
        expiresAt,
      })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    if (expiresAt) {
      await scheduleJob(tx, orderExpiryJob, {
        key: String(order.id),
        payload: { orderId: order.id },
        dueAt: expiresAt,
      });
    }
    const couponBonus =
      couponId === undefined
        ? 0n
        : await useCouponOnOrder(tx, {
            userId,
            playerCouponId: couponId,
            orderId: order.id,
            amountCents,
            now,
          });
    return { order, couponBonus };
  });

  const { order } = placed;
  let opening;
  try {
    opening = await payment.open({
      orderId: order.id,
      userId,
      method,
      amountCents,
      expiresAt,
      notifyUrl,
      returnUrl,
    });
  } catch (error) {
    if (error instanceof PaymentLinkMissing) {
      await db.transaction((tx) => closePendingOrder(tx, order.id, 'failed'));
    }
    throw error;
  }
  if (opening.status === 'paid') {
    const paid = await db.transaction((tx) => payPendingOrder(tx, order.id));
    return { ...placed, order: paid ?? order };
  }
  if (opening.status === 'pending') return placed;
  const [opened] = await db
    .update(rechargeOrders)
    .set({ providerOrderId: opening.providerOrderId, checkoutUrl: opening.checkoutUrl })
    .where(eq(rechargeOrders.id, order.id))
    .returning();
  return { ...placed, order: opened ?? order };
}

/**
 * Marks an order paid and credits it once (recharge/orders.ts payPendingOrder). Returns whether
 * this call credited it. The operator command calls it for an order paid by transfer.
 */
export function confirmRechargeOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => (await payPendingOrder(tx, orderId)) !== null);
}
