import type { GoodsSummary, Locale } from '@skinbox/api';
import { eq, inArray } from 'drizzle-orm';
import { goodsColumns, toGoodsSummary } from '../catalogue/goods';
import type { Db } from '../db/database';
import { catalogueItems } from '../db/schema';

/** Goods summaries of catalogue items by id, in the caller's language. */
export async function goodsByIds(
  db: Db,
  ids: readonly number[],
  locale: Locale,
  assetBase: string,
): Promise<Map<number, GoodsSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(goodsColumns)
    .from(catalogueItems)
    .where(inArray(catalogueItems.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.goodsId, toGoodsSummary(row, locale, assetBase)]));
}

/** One item's goods summary; the item exists (it was just moved). */
export async function goodsOf(db: Db, id: number, locale: Locale, assetBase: string) {
  const [row] = await db.select(goodsColumns).from(catalogueItems).where(eq(catalogueItems.id, id));
  if (!row) throw new Error(`catalogue item ${id} vanished`);
  return toGoodsSummary(row, locale, assetBase);
}
