import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rechargeOrders } from '../db/schema';
import { creditRecharge } from './credit';

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
    return true;
  });
}
