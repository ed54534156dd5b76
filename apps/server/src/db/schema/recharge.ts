import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A recharge through a payment provider; credited once when the provider says paid. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('recharge_orders_user_idx').on(t.userId, t.id)],
);

/**
 * Card codes made by the operator command. The password is stored as a salted scrypt hash (cards
 * made before issue 13: its SHA-256); redeeming is one conditional update (`redeemedBy is null`),
 * so a code credits once however often it races.
 */
export const cardCodes = pgTable('card_codes', {
  cardNo: text('card_no').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  batch: text('batch').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  redeemedBy: bigint('redeemed_by', { mode: 'number' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});
