import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { itemPriceCents } from '../catalogue/goods';
import { catalogueItems, mallGoods } from '../db/schema';
import { rowCount } from '../platform/paging';

/** How many items each mall offers, their stock, and the price band they come from (coins). */
export const MALL_OFFERS = 24;
export const MALL_STOCK = 100;
export const MALL_PRICE_BAND = { minCoins: 1, maxCoins: 500 };

/**
 * Stocks the points mall and the gold-coin mall from the catalogue: items spread over the price
 * band, one per skin, priced from the item's price (cost.ts). Does nothing when the mall has goods
 * already.
 */
export async function seedMall(db: Db) {
  const [existing] = await rowCount(db, mallGoods);
  if ((existing?.n ?? 0) > 0) return 0;
  const band = await db
    .select({ id: catalogueItems.id, cs2Id: catalogueItems.cs2Id, price: itemPriceCents })
    .from(catalogueItems)
    .where(
      sql`${itemPriceCents} between ${MALL_PRICE_BAND.minCoins * 100} and ${MALL_PRICE_BAND.maxCoins * 100}`,
    )
    .orderBy(asc(itemPriceCents), asc(catalogueItems.id));
  const seen = new Set<number>();
  const oneEach = band.filter((item) => !seen.has(item.cs2Id) && seen.add(item.cs2Id));
  const step = Math.max(1, Math.floor(oneEach.length / (MALL_OFFERS * 2)));
  const picked = oneEach.filter((_, i) => i % step === 0).slice(0, MALL_OFFERS * 2);
  if (picked.length === 0) return 0;
  await db.insert(mallGoods).values(
    picked.map((item, i) => ({
      itemId: item.id,
      currency: i % 2 === 0 ? ('point' as const) : ('amount' as const),
      stock: MALL_STOCK,
    })),
  );
  return picked.length;
}
