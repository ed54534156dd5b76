import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** SPEC section 3 "Config item": key/value settings per platform, served by getConfigList. */
export const configItem = pgTable(
  'config_item',
  {
    platformId: bigint('platform_id', { mode: 'number' }).notNull().default(1),
    itemKey: text('item_key').notNull(),
    itemValue: text('item_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.itemKey] })],
);
