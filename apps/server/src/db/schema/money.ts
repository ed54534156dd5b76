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
  uniqueIndex,
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
    /** The stake a 'stake.place' or 'stake.refund' row belongs to (money/stakes.ts). */
    stakeId: bigint('stake_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_currency_idx').on(t.userId, t.currency, t.id),
    // A period's recharges (account 'mint') and box opens (account 'house'): timed boxes, rankings.
    index('ledger_account_created_idx').on(t.account, t.createdAt),
    // GAMES.md section 0: a refund names its stake, and a stake is refunded at most once.
    uniqueIndex('ledger_stake_refund_idx')
      .on(t.stakeId)
      .where(sql`${t.kind} = 'stake.refund'`),
  ],
);

/**
 * GAMES.md section 0 "Stakes": what a player put into a game, held by the `escrow` account until
 * the game settles it (it then belongs to the game's outcome) or refunds it. `status` moves once,
 * by compare-and-set from 'held'.
 */
export const STAKE_STATES = ['held', 'settled', 'refunded'] as const;
export type StakeState = (typeof STAKE_STATES)[number];

export const stakes = pgTable(
  'stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    /** The game's prefix, e.g. 'battle', 'crash'. */
    game: text('game').notNull(),
    /** What the stake is for, unique per game, e.g. 'room:42:seat:3'. */
    reference: text('reference').notNull(),
    status: text('status', { enum: STAKE_STATES }).notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stakes_game_reference_idx').on(t.game, t.reference),
    index('stakes_user_idx').on(t.userId, t.id),
    // A day's settled battle stakes: the turnover board (ranking/queries.ts).
    index('stakes_game_closed_idx').on(t.game, t.closedAt),
    check('stakes_positive', sql`${t.cents} > 0`),
  ],
);
