import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An item name in the five site languages (DESIGN section 2). */
export type LocalizedName = Record<'zh' | 'en' | 'vi' | 'ko' | 'tw', string>;

/**
 * One sellable kind of item: a CS2 skin (from @ianlucas/cs2-lib, `cs2Id`) at one exterior. Items
 * without wear (e.g. a vanilla knife) have a null exterior. The price is the operator's override
 * when set, otherwise the price model's (catalogue/priceModel.ts); both in cents.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    cs2Id: integer('cs2_id').notNull(),
    /** 'factoryNew' … 'battleScarred', or null. */
    exterior: text('exterior'),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    /** SPEC quality grade, e.g. 'milSpec'. */
    quality: text('quality').notNull(),
    rarityColor: text('rarity_color').notNull(),
    /** Weapon category from the package: rifle, secondary, smg, heavy, melee, glove… */
    category: text('category').notNull(),
    /** Image path relative to ASSET_BASE_URL, e.g. 'images/ab12….webp'. */
    image: text('image').notNull(),
    modelPriceCents: bigint('model_price_cents', { mode: 'bigint' }).notNull(),
    overridePriceCents: bigint('override_price_cents', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('catalogue_items_skin_exterior').on(t.cs2Id, sql`coalesce(${t.exterior}, '')`),
    index('catalogue_items_quality_idx').on(t.quality),
  ],
);
