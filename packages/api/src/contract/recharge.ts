import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

export const rechargeAmount = z.object({
  /** What the player pays. */
  amount: moneyString,
  /** Coins given on top (gift or bonus). */
  bonus: moneyString,
});

export const rechargeMethod = z.object({
  method: z.string(),
  amounts: z.array(rechargeAmount),
});
export type RechargeMethod = z.infer<typeof rechargeMethod>;

export const methods = defineEndpoint({
  path: '/api/recharge/methods',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: z.object({
    /** True when the server's payment provider is the sandbox (orders paid, no money moves). */
    sandbox: z.boolean(),
    /**
     * True when orders are paid on the provider's checkout page (a payment-link provider): the
     * site opens a tab for it as the player presses pay.
     */
    checkout: z.boolean().default(false),
    methods: z.array(rechargeMethod),
  }),
});

/**
 * Where an order stands: waiting for its payment, paid (credited), cancelled on the checkout page,
 * expired unpaid, or failed (the provider gave no page to pay on).
 */
export const rechargeOrderStatus = z.enum(['pending', 'paid', 'cancelled', 'expired', 'failed']);
export type RechargeOrderStatus = z.infer<typeof rechargeOrderStatus>;

/** SPEC section 3 "Recharge order". */
export const rechargeOrder = z.object({
  orderId: z.number().int().positive(),
  method: z.string(),
  status: rechargeOrderStatus,
  amount: moneyString,
  bonus: moneyString,
  /** What the player actually pays. */
  payment: moneyString,
  /** Coins a coupon applied to the order adds (coupons.ts couponBonusCents). */
  couponBonus: moneyString.default('0.00'),
  /** Coins credited: amount + bonus + couponBonus once paid. */
  credited: moneyString,
  createdAt: isoDateTime,
  /**
   * The payment provider's page the player pays on (a payment-link provider), null when the
   * provider pays at once or an operator confirms the order.
   */
  checkoutUrl: z.string().nullable().default(null),
  /** When a pending order expires unpaid, null when it waits without end. */
  expiresAt: isoDateTime.nullable().default(null),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

/** Places an order with the payment provider (the trade link must be bound, SPEC section 5). */
export const createOrder = defineEndpoint({
  path: '/api/recharge/order',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    method: z.string().min(1, 'errors.badRequest'),
    // SPEC section 5: an amount must be chosen.
    amount: z
      .string('errors.rechargeAmountRequired')
      .regex(/^\d{1,12}\.\d{2}$/, 'errors.rechargeAmountRequired'),
    /** One of the player's usable coupons (coupons.list) to apply to the order. */
    couponId: z.number().int().positive().max(2_147_483_647, 'errors.couponNotFound').optional(),
    /**
     * The site page the player pays from (path and query, e.g. "/m/openbox?boxId=1"): the checkout
     * page sends them back there. The site's own pages only; "/" when absent.
     */
    returnPath: z
      .string()
      .max(512, 'errors.badRequest')
      .regex(/^\/(?:[^/\\\s][^\\\s]*)?$/, 'errors.badRequest')
      .optional(),
  }),
  response: rechargeOrder,
});

/**
 * One of the player's own orders as it stands now: the site asks while the player pays on the
 * checkout page, until the provider's notification has paid it (or it was cancelled or expired).
 */
export const orderStatus = defineEndpoint({
  path: '/api/recharge/orderStatus',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ orderId: z.number().int().positive().max(2_147_483_647) }),
  response: rechargeOrder,
});

/** Card-code top-up: card number and password (SPEC section 5). */
export const card = defineEndpoint({
  path: '/api/recharge/card',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    cardNo: z.string().trim().min(1, 'errors.cardRequired').max(64, 'errors.cardInvalid'),
    cardPassword: z.string().trim().min(1, 'errors.cardRequired').max(64, 'errors.cardInvalid'),
  }),
  response: z.object({ credited: moneyString, amount: moneyString }),
});
