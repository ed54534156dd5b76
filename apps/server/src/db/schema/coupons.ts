import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedName } from './catalogue';

/**
 * A recharge coupon an operator defined (`pnpm ops coupon-create`), with SPEC section 3's terms:
 * a cash value in cents or a discount in tenths, the smallest recharge it applies to, and how many
 * days a granted copy stays valid.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedName>().notNull(),
    denominationsCents: bigint('denominations_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    discountTenths: smallint('discount_tenths').notNull().default(0),
    originConditionCents: bigint('origin_condition_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validDays: integer('valid_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one of a cash value and a discount.
    check(
      'coupons_one_value',
      sql`(${t.denominationsCents} > 0) <> (${t.discountTenths} > 0) and ${t.discountTenths} between 0 and 99`,
    ),
  ],
);

/**
 * A coupon a player holds. Using it is one compare-and-set from 'unused' to 'used' naming the
 * recharge order, whose payment credits `bonusCents` once (recharge/actions.ts).
 */
export const playerCoupons = pgTable(
  'player_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    orderId: bigint('order_id', { mode: 'number' }),
    bonusCents: bigint('bonus_cents', { mode: 'bigint' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Where it came from: 'ops' or 'code:<code>'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('player_coupons_user_idx').on(t.userId, t.status, t.endsAt),
    // One coupon per recharge order.
    uniqueIndex('player_coupons_order_idx').on(t.orderId),
  ],
);

/**
 * An exchange code (SPEC section 5: at most 20 characters), stored upper-case; it gives a coupon
 * or coins, once per player, to at most `maxUses` players when set.
 */
export const exchangeCodes = pgTable(
  'exchange_codes',
  {
    code: text('code').primaryKey(),
    couponId: integer('coupon_id').references(() => coupons.id),
    coinsCents: bigint('coins_cents', { mode: 'bigint' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exchange_codes_one_gift', sql`(${t.couponId} is null) <> (${t.coinsCents} is null)`),
    check('exchange_codes_uses', sql`${t.uses} <= coalesce(${t.maxUses}, ${t.uses})`),
  ],
);

/** A player's use of an exchange code: the primary key makes it once per player. */
export const exchangeRedemptions = pgTable(
  'exchange_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => exchangeCodes.code),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);
