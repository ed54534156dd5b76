import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue';

/**
 * An item in the mall, sold for points or gold coins (`amount`), with a stock that counts down. Its
 * cost follows the item's price in force (mall/cost.ts), so it is not stored.
 */
export const mallGoods = pgTable('mall_goods', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .references(() => catalogueItems.id),
  currency: text('currency', { enum: ['point', 'amount'] }).notNull(),
  stock: integer('stock').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});
