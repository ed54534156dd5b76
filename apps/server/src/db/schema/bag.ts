import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * DESIGN section 2: an item instance is in exactly one place. `state` is that place; every change
 * is a compare-and-set on the current state (bag/rules/transitions.ts).
 */
export const BAG_STATES = ['bag', 'extracting', 'extracted', 'staked', 'consumed'] as const;
export type BagState = (typeof BAG_STATES)[number];

export const bagItems = pgTable(
  'bag_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    state: text('state', { enum: BAG_STATES }).notNull().default('bag'),
    /** Where it came from: 'box', 'mall', … and the reference ('open:12'). */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bag_items_user_state_idx').on(t.userId, t.state, t.id)],
);

/** The item history of goodsRecords: one row per move of an item instance. */
export const bagEvents = pgTable(
  'bag_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    /** 'box.open', 'mall.buy', 'bag.sell', 'bag.extract', 'bag.cancelExtract', 'delivery.done', 'delivery.failed'. */
    kind: text('kind').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bag_events_user_idx').on(t.userId, t.id)],
);

/**
 * An extraction to the game platform, a timer with a due time (DESIGN section 4): the worker
 * claims due rows with FOR UPDATE SKIP LOCKED and moves them out of 'pending' once, so a restart
 * loses none and runs none twice.
 */
export const DELIVERY_STATES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    tradeLink: text('trade_link').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: DELIVERY_STATES }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('deliveries_due_idx').on(t.status, t.dueAt)],
);
