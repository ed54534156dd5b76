import { z } from 'zod';
import type { JobDefinition } from '../runtime/jobs';
import { closePendingOrder } from './orders';

/**
 * An order placed with a payment-link provider that no notification has paid by its expiry ends
 * 'expired' (issue 26): its coupon comes back, its amount leaves the deposit limits' count, and a
 * payment notification that arrives later is refused (recharge/notifications.ts), so the provider
 * refunds it. Scheduled with the order, due at its expiry; an order paid or cancelled before then
 * is left alone.
 */
export const orderExpiryJob: JobDefinition<{ orderId: number }> = {
  kind: 'recharge.expire',
  payload: z.object({ orderId: z.number().int().positive() }),
  async handler(tx, { orderId }) {
    await closePendingOrder(tx, orderId, 'expired');
  },
};
