import { sql } from 'drizzle-orm';
import { itemPriceCents } from '../../catalogue/goods';
import type { Db } from '../../db/database';
import { catalogueItems, replaceStock } from '../../db/schema';
import { rowCount } from '../../platform/paging';

/** Items priced within this band (coins) are stocked for replacements at the first start. */
export const STOCK_PRICE_BAND = { minCoins: 1, maxCoins: 5000 };
/** Every STOCK_RESERVE_EVERY-th item starts in reserve (under 10, hidden) until restocked. */
export const STOCK_RESERVE_EVERY = 10;

/** A starting stock between 10 and 99 that differs from item to item, or a reserve under 10. */
export function startingStock(position: number): number {
  if (position % STOCK_RESERVE_EVERY === STOCK_RESERVE_EVERY - 1) return position % 10;
  return 10 + ((position * 37) % 90);
}

/**
 * Stocks the replacement targets from the catalogue at the first start: every item in the price
 * band, with startingStock. Does nothing when any stock exists (operators own it from then on,
 * with `pnpm ops replace-stock`).
 */
export async function seedReplaceStock(db: Db) {
  const [existing] = await rowCount(db, replaceStock);
  if ((existing?.n ?? 0) > 0) return 0;
  const items = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      sql`${itemPriceCents} between ${STOCK_PRICE_BAND.minCoins * 100} and ${STOCK_PRICE_BAND.maxCoins * 100}`,
    )
    .orderBy(catalogueItems.id);
  for (let start = 0; start < items.length; start += 500) {
    await db
      .insert(replaceStock)
      .values(
        items
          .slice(start, start + 500)
          .map((item, i) => ({ itemId: item.id, stock: startingStock(start + i) })),
      )
      .onConflictDoNothing();
  }
  return items.length;
}
