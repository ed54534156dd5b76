import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Where a recharge order stands (payment/orderStatus.ts says what each means). */
export const RECHARGE_ORDER_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'expired',
  'failed',
] as const;

/**
 * A recharge through a payment provider; credited once when the provider says paid. An order of
 * the payment-link provider also holds the provider's order id (unique: a notification finds its
 * order by it), the checkout page the player pays on, the currency it was placed in and when it
 * expires unpaid (payment/orderExpiry.ts).
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    bonusCents: bigint('bonus_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: RECHARGE_ORDER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    currency: text('currency'),
    providerOrderId: text('provider_order_id'),
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When it left 'pending' other than by payment (cancelled, expired, failed). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('recharge_orders_user_idx').on(t.userId, t.id),
    uniqueIndex('recharge_orders_provider_order_idx').on(t.provider, t.providerOrderId),
  ],
);

/**
 * Every provider notification that took effect, by the provider's notification id: one that comes
 * again (a replay, or a retry the provider sends after a lost answer) finds its row and changes
 * nothing. Written in the transaction of its effect, so a refused or failed notification leaves
 * none and its retry is judged afresh.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** What it did: 'paid', 'cancelled', or 'acknowledged' (the order had that status already). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.notifyId] })],
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
