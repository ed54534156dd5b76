import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
} from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';

/**
 * The replacement stock (SPEC sections 5 and 9, "items with stock under 10 are hidden"). The
 * catalogue is virtual, so stock is what the house chooses to hand out through replacements: a
 * count per item that an operator sets (`pnpm ops replace-stock`) and every replacement takes one
 * from. An item shows as a target only while 10 or more are left, so the last nine are a reserve
 * the operator refills.
 */
export const replaceStock = pgTable(
  'replace_stock',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogueItems.id),
    stock: integer('stock').notNull(),
  },
  (t) => [check('replace_stock_not_negative', sql`${t.stock} >= 0`)],
);

/** One replacement: the offered bag entries, the target, its replacement price and the lucky bag. */
export const replacements = pgTable(
  'replacements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    offeredBagItemIds: jsonb('offered_bag_item_ids').$type<number[]>().notNull(),
    bagValueCents: bigint('bag_value_cents', { mode: 'bigint' }).notNull(),
    targetItemId: integer('target_item_id').notNull(),
    replacePriceCents: bigint('replace_price_cents', { mode: 'bigint' }).notNull(),
    luckyBagCents: bigint('lucky_bag_cents', { mode: 'bigint' }).notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('replacements_user_idx').on(t.userId, t.id)],
);

/** A rung of a signed contract, as signed. */
export interface SignedRung {
  goodsId: number;
  priceCents: string;
  tickets: number;
}

/** A signed contract (GAMES.md section 5): its ladder, its roll and the item it drew. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    offeredBagItemIds: jsonb('offered_bag_item_ids').$type<number[]>().notNull(),
    valueCents: bigint('value_cents', { mode: 'bigint' }).notNull(),
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    ladder: jsonb('ladder').$type<SignedRung[]>().notNull(),
    rollId: bigint('roll_id', { mode: 'number' }).notNull(),
    rung: integer('rung').notNull(),
    prizeItemId: integer('prize_item_id').notNull(),
    bagItemId: bigint('bag_item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_user_idx').on(t.userId, t.id)],
);
