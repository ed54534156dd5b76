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
    methods: z.array(rechargeMethod),
  }),
});

/** SPEC section 3 "Recharge order". */
export const rechargeOrder = z.object({
  orderId: z.number().int().positive(),
  method: z.string(),
  status: z.enum(['pending', 'paid']),
  amount: moneyString,
  bonus: moneyString,
  /** What the player actually pays. */
  payment: moneyString,
  /** Coins a coupon applied to the order adds (coupons.ts couponBonusCents). */
  couponBonus: moneyString.default('0.00'),
  /** Coins credited: amount + bonus + couponBonus once paid. */
  credited: moneyString,
  createdAt: isoDateTime,
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
  }),
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
