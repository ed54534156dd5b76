import {
  bigint,
  bigserial,
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
import { catalogueItems, type LocalizedName } from './catalogue';

/**
 * The free boxes promotions hand out (GAMES.md section 6): welfare tiers ('welfare', slot 'tier1'
 * …), timed boxes ('timed', slot 'hour', 'day', 'week', 'vip5', 'vip10') and the referral's spread
 * box ('spread', slot 'invite', GAMES.md section 7) and the free daily case ('free', slot 'daily',
 * issue 30). They are not in
 * `boxes`, which holds the boxes players buy (every report over `boxes` divides by a price).
 * `valueCents` is the expected value the contents were solved for; the economy report reads the
 * value at today's prices instead.
 */
export const REWARD_BOX_KINDS = ['welfare', 'timed', 'spread', 'free'] as const;
export type RewardBoxKind = (typeof REWARD_BOX_KINDS)[number];

export const rewardBoxes = pgTable(
  'reward_boxes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REWARD_BOX_KINDS }).notNull(),
    slot: text('slot').notNull(),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    image: text('image').notNull(),
    valueCents: bigint('value_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('reward_boxes_kind_slot').on(t.kind, t.slot)],
);

/** A reward box's contents in ticket order (packages/fairness ticketRanges follows `position`). */
export const rewardBoxItems = pgTable(
  'reward_box_items',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => rewardBoxes.id),
    position: integer('position').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    tickets: integer('tickets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.position] })],
);

/**
 * A player's welfare points as of the last folded day (welfare/rules/points.ts): the daily job
 * adds the day's turnover and takes the 100-point drop; opening a tier takes its cost.
 */
export const welfarePoints = pgTable('welfare_points', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The site days whose turnover is in `welfare_points` (one row per run of the daily job). */
export const welfareFolds = pgTable('welfare_folds', {
  /** YYYY-MM-DD in the site's zone. */
  day: text('day').primaryKey(),
  /** The day's end: turnover from here on is not folded yet. */
  until: timestamp('until', { withTimezone: true }).notNull(),
  foldedAt: timestamp('folded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One welfare box opened: a tier opens once per player per site day (the unique key). */
export const welfareOpens = pgTable(
  'welfare_opens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tier: smallint('tier').notNull(),
    day: text('day').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('welfare_opens_once_a_day').on(t.userId, t.tier, t.day),
    index('welfare_opens_user_idx').on(t.userId, t.id),
  ],
);

/** One opening of the free daily case: a player's one a site day (the primary key holds it). */
export const freeCaseOpens = pgTable(
  'free_case_opens',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** One timed-box roll, given at the end of the period the player joined (once per period). */
export const timedBoxDraws = pgTable(
  'timed_box_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    slot: text('slot').notNull(),
    /** The site clock's period key, e.g. '2026-11-24T13'. */
    period: text('period').notNull(),
    rechargedCents: bigint('recharged_cents', { mode: 'bigint' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timed_box_draws_once').on(t.userId, t.slot, t.period),
    index('timed_box_draws_user_idx').on(t.userId, t.id),
  ],
);

/** A settled day of the turnover board; `poolCents` is the pool configured at settlement. */
export const rankingSettlements = pgTable('ranking_settlements', {
  day: text('day').primaryKey(),
  poolCents: bigint('pool_cents', { mode: 'bigint' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One place of a settled day, with what it was paid (ranking/rules/prizes.ts). */
export const rankingPrizes = pgTable(
  'ranking_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: text('day').notNull(),
    rank: smallint('rank').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    turnoverCents: bigint('turnover_cents', { mode: 'bigint' }).notNull(),
    packetCents: bigint('packet_cents', { mode: 'bigint' }).notNull(),
    poolCents: bigint('pool_cents', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('ranking_prizes_day_rank').on(t.day, t.rank),
    uniqueIndex('ranking_prizes_day_user').on(t.day, t.userId),
  ],
);

/** One turntable spin: once per player per site week (the unique key). */
export const turntableSpins = pgTable(
  'turntable_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The site clock's ISO week key, e.g. '2026-W48'. */
    week: text('week').notNull(),
    /** The prize's place in turntable/rules/prizes.ts. */
    prize: smallint('prize').notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('turntable_spins_once_a_week').on(t.userId, t.week),
    index('turntable_spins_user_idx').on(t.userId, t.id),
  ],
);
