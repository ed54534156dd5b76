import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { noPayload } from './page';

/**
 * Recharge coupons and exchange codes (GAMES.md section 6). A coupon has SPEC section 3's "Coupon"
 * fields: amounts in cents (`denominations`, `originCondition`), a discount in tenths (88 = 8.8折,
 * i.e. 12 % off) and its validity in seconds. Applied to a recharge order of at least
 * `originCondition`, it adds coins to what the order credits: a cash coupon its face value, a
 * discount coupon the share of the amount it takes off. Exchange codes (at most 20 characters,
 * SPEC section 5) give a coupon or coins, each once per player.
 */

/** SPEC section 5: an exchange code has at most 20 characters; the button waits for 1. */
export const EXCHANGE_CODE_MAX_LENGTH = 20;
export const EXCHANGE_CODE_MIN_LENGTH = 1;

export const COUPON_STATES = ['usable', 'used', 'expired', 'upcoming'] as const;
export const couponState = z.enum(COUPON_STATES);
export type CouponState = z.infer<typeof couponState>;

/** A coupon the player holds, with SPEC's fields. */
export const coupon = z.object({
  /** The player's coupon (not the operator's template). */
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** Seconds since the epoch. */
  startAt: z.number().int().nonnegative(),
  endAt: z.number().int().nonnegative(),
  /** Face value in cents of a cash coupon; 0 for a discount coupon. */
  denominations: z.number().int().nonnegative(),
  /** Tenths of the price (88 = 12 % off) of a discount coupon; 0 for a cash coupon. */
  discount: z.number().int().min(0).max(99),
  /** The smallest recharge it applies to, in cents; 0 for any. */
  originCondition: z.number().int().nonnegative(),
  state: couponState,
});
export type Coupon = z.infer<typeof coupon>;

/**
 * The coins, in cents, a coupon adds to a recharge of `amountCents`, or 0 when it does not apply:
 * the face value, or the amount × (100 − discount) / 100 rounded down. The server credits exactly
 * this; the recharge screen shows the same figure before the order.
 */
export function couponBonusCents(
  terms: Pick<Coupon, 'denominations' | 'discount' | 'originCondition'>,
  amountCents: bigint,
): bigint {
  if (amountCents <= 0n || amountCents < BigInt(terms.originCondition)) return 0n;
  if (terms.denominations > 0) return BigInt(terms.denominations);
  if (terms.discount > 0) return (amountCents * BigInt(100 - terms.discount)) / 100n;
  return 0n;
}

export const list = defineEndpoint({
  path: '/api/coupon/list',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    /** Usable now, soonest to expire first. */
    usable: z.array(coupon),
    /** Used, expired and not yet valid, newest first (at most 50). */
    unusable: z.array(coupon),
  }),
});

export const exchangeCode = z
  .string('errors.exchangeCodeRequired')
  .trim()
  .min(EXCHANGE_CODE_MIN_LENGTH, 'errors.exchangeCodeRequired')
  .max(EXCHANGE_CODE_MAX_LENGTH, 'errors.exchangeCodeRequired');

export const exchange = defineEndpoint({
  path: '/api/coupon/exchange',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ code: exchangeCode }),
  response: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('coupon'), coupon }),
    z.object({ kind: z.literal('coins'), amount: moneyString }),
  ]),
});
