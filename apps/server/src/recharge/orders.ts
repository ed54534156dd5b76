import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { creditCouponBonus, releaseCouponOfOrder } from '../coupons/actions';
import { creditRecharge } from './credit';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/** The ways an order ends unpaid. */
export type ClosedStatus = 'cancelled' | 'expired' | 'failed';

/**
 * Marks a pending order paid and credits it (amount, bonus, coupon, VIP growth), in the caller's
 * transaction. Only the update that moves the order out of 'pending' credits, so two
 * confirmations racing, or a provider that confirms twice, credit one time. Returns the paid order,
 * or null when it was not pending.
 */
export async function payPendingOrder(tx: Db, orderId: number): Promise<RechargeOrderRow | null> {
  const [paid] = await tx
    .update(rechargeOrders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.status, 'pending')))
    .returning();
  if (!paid) return null;
  await creditRecharge(
    tx,
    paid.userId,
    paid.amountCents,
    paid.bonusCents,
    'recharge.order',
    `order:${orderId}`,
  );
  await creditCouponBonus(tx, paid.userId, orderId);
  return paid;
}

/**
 * Ends a pending order unpaid and gives its coupon back, in the caller's transaction; one
 * conditional update, so an order is closed or paid, never both. Returns whether it closed it.
 */
export async function closePendingOrder(
  tx: Db,
  orderId: number,
  status: ClosedStatus,
): Promise<boolean> {
  const [closed] = await tx
    .update(rechargeOrders)
    .set({ status, closedAt: sql`now()` })
    .where(and(eq(rechargeOrders.id, orderId), eq(rechargeOrders.status, 'pending')))
    .returning({ id: rechargeOrders.id });
  if (!closed) return false;
  await releaseCouponOfOrder(tx, orderId);
  return true;
}
