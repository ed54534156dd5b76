import { centsToMoney } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentNotifications, rechargeOrders } from '../db/schema';
import type { PaymentNotification } from '../payment/link/protocol';
import { closePendingOrder, payPendingOrder } from './orders';

/**
 * What a notification did. `applied` and `acknowledged` are answered 200 (the provider stops
 * sending it); a refusal is answered with its status and changes nothing, so the provider sends
 * it again, or refunds the payment (an order that expired or was cancelled first).
 */
export type NotificationVerdict =
  | { outcome: 'paid' | 'cancelled' | 'acknowledged' | 'duplicate' }
  | { refused: 'unknownOrder' | 'mismatch' | 'orderClosed' | 'orderPaid'; detail: string };

/**
 * Applies a notification whose signature and time were checked (payment/link/notifyRoute.ts), in
 * one transaction: the order is found by the provider's order id and locked, so notifications of
 * one order pass one at a time; one whose id was applied before is a duplicate and changes
 * nothing; the merchant, order number, amount and currency must be the order's; 'paid' pays a
 * pending order once (an order paid already is acknowledged), 'cancelled' closes a pending one.
 * The notification's id is stored with its effect, never without it.
 */
export function applyPaymentNotification(
  db: Db,
  provider: string,
  notification: PaymentNotification,
  expected: { merchantId: string },
): Promise<NotificationVerdict> {
  return db.transaction(async (tx): Promise<NotificationVerdict> => {
    const [order] = await tx
      .select()
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.provider, provider),
          eq(rechargeOrders.providerOrderId, notification.providerOrderId),
        ),
      )
      .for('update');
    if (!order) {
      return { refused: 'unknownOrder', detail: `no order ${notification.providerOrderId}` };
    }
    const differs = [
      ['merchantId', notification.merchantId, expected.merchantId],
      ['merchantOrderId', notification.merchantOrderId, String(order.id)],
      ['amount', notification.amount, centsToMoney(order.amountCents)],
      ['currency', notification.currency, order.currency],
    ].filter(([, got, want]) => got !== want);
    if (differs.length > 0) {
      const detail = differs.map(([name, got, want]) => `${name} ${got} ≠ ${want}`).join(', ');
      return { refused: 'mismatch', detail: `order ${order.id}: ${detail}` };
    }
    const [seen] = await tx
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.provider, provider),
          eq(paymentNotifications.notifyId, notification.notifyId),
        ),
      );
    if (seen) return { outcome: 'duplicate' };

    let outcome: 'paid' | 'cancelled' | 'acknowledged';
    if (notification.status === 'paid') {
      if (order.status === 'paid') outcome = 'acknowledged';
      else if (order.status !== 'pending') {
        return { refused: 'orderClosed', detail: `order ${order.id} is ${order.status}` };
      } else {
        await payPendingOrder(tx, order.id);
        outcome = 'paid';
      }
    } else if (order.status === 'paid') {
      return { refused: 'orderPaid', detail: `order ${order.id} is paid` };
    } else if (order.status === 'pending') {
      await closePendingOrder(tx, order.id, 'cancelled');
      outcome = 'cancelled';
    } else outcome = 'acknowledged';

    await tx.insert(paymentNotifications).values({
      provider,
      notifyId: notification.notifyId,
      orderId: order.id,
      outcome,
    });
    return { outcome };
  });
}
