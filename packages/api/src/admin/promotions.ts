import { z } from 'zod';
import { activityConfig, festivalConfig, newYearConfig } from '../contract/activity';
import { EXCHANGE_CODE_MAX_LENGTH } from '../contract/coupons';
import { id, text } from '../contract/fields';
import { moneyString } from '../contract/moneySchema';
import { isoDateTime } from '../contract/page';
import { RED_PACKET_PASSWORD_MAX, redPacketKind, redPacketPeriod } from '../contract/redPackets';
import { defineAdminEndpoint } from './adminEndpoint';
import {
  adminPage,
  adminPageOf,
  auditReceipt,
  localizedNames,
  localizedTexts,
  optionalReason,
  platformId,
  positiveMoney,
  storedNames,
  unsignedMoney,
} from './shapes';

/**
 * Red packets, coupons, exchange codes and the two activities. Each is refused when the economy
 * refuses it (rebate and loss packets together under their ceiling, activities' prizes under
 * their share of turnover: apps/server/src/economy/rules/promotions.ts), with the reason.
 */

export const redPacketRow = z.object({
  id: z.number().int().positive(),
  kind: redPacketKind,
  period: redPacketPeriod.nullable(),
  status: z.enum(['active', 'closed']),
  /** The terms in the operator's words, e.g. '0.08 to 0.88', '20 bp of turnover, at most 188.00'. */
  terms: z.string(),
  /** Coins paid out by it so far. */
  paid: moneyString,
  receipts: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export const redPackets = defineAdminEndpoint({
  path: '/api/admin/promotions/redPackets',
  request: adminPage.extend({ status: z.enum(['active', 'closed']).optional() }),
  response: adminPageOf(redPacketRow),
});

/** Basis points: 20 = 0.20 %. */
const basisPoints = z.number().int().min(1).max(10_000);
export const RED_PACKET_MAX_HOURS = 24 * 366;
export const RED_PACKET_MAX_COUNT = 10_000;
export const redPacketSetup = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('password'),
    password: text(RED_PACKET_PASSWORD_MAX).trim().min(1, 'errors.redPacketPasswordRequired'),
    amount: positiveMoney,
    count: z.number().int().min(1).max(RED_PACKET_MAX_COUNT),
    hours: z.number().int().min(1).max(RED_PACKET_MAX_HOURS),
  }),
  z.object({
    kind: z.literal('lucky'),
    period: redPacketPeriod,
    min: positiveMoney,
    max: positiveMoney,
  }),
  z.object({
    kind: z.literal('recharge'),
    period: redPacketPeriod,
    amount: positiveMoney,
    threshold: positiveMoney,
  }),
  z.object({
    kind: z.literal('rebate'),
    period: redPacketPeriod,
    rate: basisPoints,
    cap: positiveMoney,
  }),
  z.object({
    kind: z.literal('loss'),
    period: redPacketPeriod,
    rate: basisPoints,
    cap: positiveMoney,
  }),
  z.object({
    kind: z.literal('vip'),
    period: redPacketPeriod,
    /** Amounts for VIP1, VIP2, … */
    amounts: z.array(positiveMoney).min(1).max(20),
  }),
]);
export type RedPacketSetup = z.infer<typeof redPacketSetup>;

export const createRedPacket = defineAdminEndpoint({
  path: '/api/admin/promotions/createRedPacket',
  request: z.object({ setup: redPacketSetup, reason: optionalReason }),
  response: auditReceipt.extend({
    packetId: z.number().int().positive(),
    /** A password packet's committed seed hash. */
    serverSeedHash: z.string().nullable(),
  }),
});

export const closeRedPacket = defineAdminEndpoint({
  path: '/api/admin/promotions/closeRedPacket',
  request: z.object({ packetId: id(), reason: optionalReason }),
  response: auditReceipt,
});

export const couponRow = z.object({
  id: z.number().int().positive(),
  names: storedNames,
  /** Face value of a cash coupon, or null. */
  amount: moneyString.nullable(),
  /** Tenths of a discount coupon (88 = 12 % off), or null. */
  discount: z.number().int().nullable(),
  minRecharge: moneyString,
  validDays: z.number().int().positive(),
  granted: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export const coupons = defineAdminEndpoint({
  path: '/api/admin/promotions/coupons',
  request: adminPage,
  response: adminPageOf(couponRow),
});

export const createCoupon = defineAdminEndpoint({
  path: '/api/admin/promotions/createCoupon',
  request: z
    .object({
      names: localizedNames(20),
      descriptions: localizedTexts(60),
      amount: positiveMoney.optional(),
      discount: z.number().int().min(1).max(99).optional(),
      minRecharge: unsignedMoney.default('0.00'),
      validDays: z.number().int().min(1).max(3650),
      reason: optionalReason,
    })
    .refine((c) => (c.amount === undefined) !== (c.discount === undefined), {
      message: 'errors.couponValueChoice',
    }),
  response: auditReceipt.extend({ couponId: z.number().int().positive() }),
});

export const grantCoupon = defineAdminEndpoint({
  path: '/api/admin/promotions/grantCoupon',
  request: z.object({
    couponId: id(),
    userIds: z.array(id()).min(1).max(500),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ granted: z.number().int().nonnegative() }),
});

export const exchangeCodeRow = z.object({
  code: z.string(),
  couponId: z.number().int().positive().nullable(),
  coins: moneyString.nullable(),
  maxUses: z.number().int().positive().nullable(),
  uses: z.number().int().nonnegative(),
  endsAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export const exchangeCodes = defineAdminEndpoint({
  path: '/api/admin/promotions/exchangeCodes',
  request: adminPage,
  response: adminPageOf(exchangeCodeRow),
});

export const createExchangeCode = defineAdminEndpoint({
  path: '/api/admin/promotions/createExchangeCode',
  request: z
    .object({
      code: z
        .string('errors.exchangeCodeRequired')
        .trim()
        .toUpperCase()
        .regex(
          new RegExp(`^[A-Z0-9]{1,${EXCHANGE_CODE_MAX_LENGTH}}$`),
          'errors.exchangeCodeRequired',
        ),
      couponId: id().optional(),
      coins: positiveMoney.optional(),
      maxUses: z.number().int().min(1).max(1_000_000).optional(),
      days: z.number().int().min(1).max(3650).optional(),
      reason: optionalReason,
    })
    .refine((c) => (c.couponId === undefined) !== (c.coins === undefined), {
      message: 'errors.couponValueChoice',
    }),
  response: auditReceipt,
});

/** The ActivityConfig of a platform as the site reads it. */
export const activity = defineAdminEndpoint({
  path: '/api/admin/promotions/activity',
  request: z.object({ platformId: platformId.default(1) }),
  response: activityConfig,
});

/** Configures the festival or the new year (checked against the economy), or switches it off. */
export const setActivity = defineAdminEndpoint({
  path: '/api/admin/promotions/setActivity',
  request: z.object({
    platformId: platformId.default(1),
    setting: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('festival'), config: festivalConfig }),
      z.object({ kind: z.literal('newYear'), config: newYearConfig }),
      z.object({ kind: z.literal('off'), activity: z.enum(['festival', 'newYear']) }),
    ]),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({ summary: z.array(z.string()) }),
});
