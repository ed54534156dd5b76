import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { catalogueItems, type LocalizedName } from './catalogue';

/**
 * A box: type 1 (site box, opened on its own) or 2 (battle box). `rtpBasisPoints` is the target
 * return-to-player the drop probabilities were solved for (9000 = 0.9).
 */
export const boxes = pgTable(
  'boxes',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    category: text('category').notNull(),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    /** The CS2 case it is built from. */
    cs2CaseId: integer('cs2_case_id').notNull(),
    image: text('image').notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('boxes_type_category_idx').on(t.type, t.category)],
);

/**
 * A box's contents in ticket order. `tickets` out of 100000 is the drop probability; the
 * cumulative ranges (packages/fairness ticketRanges) follow `position`.
 */
export const boxItems = pgTable(
  'box_items',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    position: integer('position').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    tickets: integer('tickets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.position] })],
);

/** One opened box: who, which box, what dropped, from which roll. Feeds live drops and records. */
export const openRecords = pgTable(
  'open_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    boxId: integer('box_id').notNull(),
    boxType: smallint('box_type').notNull(),
    itemId: integer('item_id').notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    boxPriceCents: bigint('box_price_cents', { mode: 'bigint' }).notNull(),
    itemPriceCents: bigint('item_price_cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_records_user_idx').on(t.userId, t.id)],
);
