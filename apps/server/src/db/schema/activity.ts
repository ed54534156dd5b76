import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A festival goods prize received: once per player, activity and prize (the unique key). */
export const festivalClaims = pgTable(
  'festival_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id').notNull(),
    prizeKey: text('prize_key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    turnoverCents: bigint('turnover_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('festival_claims_once').on(t.activityId, t.prizeKey, t.userId),
    index('festival_claims_user_idx').on(t.userId, t.id),
  ],
);

/** A new-year envelope opened: once per player, activity and site day (the unique key). */
export const newYearDraws = pgTable(
  'new_year_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD in the site's zone. */
    day: text('day').notNull(),
    prize: smallint('prize').notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('new_year_draws_once_a_day').on(t.activityId, t.userId, t.day),
    index('new_year_draws_user_idx').on(t.userId, t.id),
  ],
);
