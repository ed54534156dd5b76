import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * DESIGN section 2: balances in integer cents per user and currency, and one ledger row per change
 * against a named system account. User ids carry no foreign key so the ledger never depends on how
 * accounts are stored; the invariant test checks balance = sum of ledger rows instead.
 */
export const CURRENCIES = ['amount', 'ammon', 'point'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SYSTEM_ACCOUNTS = ['house', 'mint', 'escrow', 'promotions'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export const balances = pgTable(
  'balances',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    cents: bigint('cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    // The conditional debit already refuses; the check is the database's own last word.
    check('balances_not_negative', sql`${t.cents} >= 0`),
  ],
);

export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Signed: positive credits the user, negative debits. */
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    /** The other side of the entry. */
    account: text('account', { enum: SYSTEM_ACCOUNTS }).notNull(),
    /** What happened, e.g. 'box.open', 'bag.sell', 'recharge.card'. */
    kind: text('kind').notNull(),
    /** What it belongs to, e.g. 'open:42'. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_user_currency_idx').on(t.userId, t.currency, t.id)],
);
