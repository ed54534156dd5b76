import { bigint, boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';

/** An item in the mall, priced in points or gold coins (`amount`), with a stock that counts down. */
export const mallGoods = pgTable('mall_goods', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .references(() => catalogueItems.id),
  currency: text('currency', { enum: ['point', 'amount'] }).notNull(),
  priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
  stock: integer('stock').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});
