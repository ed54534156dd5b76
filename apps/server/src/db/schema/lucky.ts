import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Lucky tries (GAMES.md section 4): one row per try, with the roll (db/schema/fairness.ts `rolls`)
 * that decided it, so it can be verified, and the bag item a win made.
 */
export const luckyTries = pgTable(
  'lucky_tries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    chancePercent: smallint('chance_percent').notNull(),
    targetPriceCents: bigint('target_price_cents', { mode: 'bigint' }).notNull(),
    costCents: bigint('cost_cents', { mode: 'bigint' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    won: boolean('won').notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lucky_tries_user_idx').on(t.userId, t.id)],
);
