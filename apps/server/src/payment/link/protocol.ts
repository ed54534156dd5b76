import { z } from 'zod';

/**
 * What the site and a payment-link provider send each other (JSON bodies, each signed as
 * signature.ts says). The site places an order and gets the page the player pays on; the provider
 * posts a notification when the player has paid or given up.
 */

/** Money as the wire carries it: whole units, a full stop, two decimals ("100.00"). */
const money = z.string().regex(/^\d{1,12}\.\d{2}$/);

/** POST {endpoint}/v1/orders, from the site. */
export const placeOrder = z.object({
  merchantId: z.string(),
  /** The site's recharge order id, as decimal digits. */
  merchantOrderId: z.string().regex(/^\d{1,19}$/),
  amount: money,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** What the checkout page names as bought. */
  description: z.string().max(200),
  /** Where the provider posts its notifications about this order. */
  notifyUrl: z.url(),
  /** Where the checkout page sends the player back to. */
  returnUrl: z.url(),
  /** After this the provider takes no payment for the order (ISO 8601). */
  expiresAt: z.iso.datetime(),
});
export type PlaceOrder = z.infer<typeof placeOrder>;

/** The provider's answer to placeOrder (signed too). An empty checkoutUrl is a missing link. */
export const placedOrder = z.object({
  providerOrderId: z.string().min(1).max(128),
  checkoutUrl: z.string().max(2048),
});

/** POST {notifyUrl}, from the provider: the order was paid, or the player cancelled it. */
export const paymentNotification = z.object({
  /** Unique per notification: a second one with this id is the same notification again. */
  notifyId: z.string().min(1).max(128),
  merchantId: z.string(),
  merchantOrderId: z.string().regex(/^\d{1,19}$/),
  providerOrderId: z.string().min(1).max(128),
  status: z.enum(['paid', 'cancelled']),
  amount: money,
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: z.iso.datetime(),
});
export type PaymentNotification = z.infer<typeof paymentNotification>;
