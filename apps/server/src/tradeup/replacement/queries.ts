import type { Locale } from '@skinbox/api';
import { and, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import { goodsColumns, itemPriceCents } from '../../catalogue/goods';
import type { Db } from '../../db/database';
import { catalogueItems, replaceStock } from '../../db/schema';
import { escapeLike } from '../../platform/likePattern';
import { readPage } from '../../platform/paging';

/** A target's replacement price in SQL: price × markup / 10000, rounded up. */
export function replacePriceSql(markupBasisPoints: number) {
  return sql<string>`((${itemPriceCents}) * ${markupBasisPoints} + 9999) / 10000`;
}

/**
 * Targets whose replacement price lies in [min, max] with stock `minStock` or more, optionally
 * matching a name, dearest first (the closest to the player's value leads).
 */
export function targetsPage(
  db: Db,
  page: { page: number; pageSize: number },
  filter: {
    minCents: bigint;
    maxCents: bigint;
    minStock: number;
    markupBasisPoints: number;
    keyword?: string;
    locale: Locale;
  },
) {
  const price = replacePriceSql(filter.markupBasisPoints);
  const conditions: SQL[] = [
    gte(replaceStock.stock, filter.minStock),
    sql`${price} between ${filter.minCents.toString()} and ${filter.maxCents.toString()}`,
  ];
  if (filter.keyword) {
    const name = sql`${catalogueItems.names} ->> ${filter.locale}`;
    conditions.push(ilike(name, `%${escapeLike(filter.keyword)}%`));
  }
  const where = and(...conditions);
  return readPage(
    page,
    db
      .select({ ...goodsColumns, replaceCents: price, stock: replaceStock.stock })
      .from(replaceStock)
      .innerJoin(catalogueItems, eq(catalogueItems.id, replaceStock.itemId))
      .where(where)
      .orderBy(desc(price), desc(catalogueItems.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(replaceStock)
      .innerJoin(catalogueItems, eq(catalogueItems.id, replaceStock.itemId))
      .where(where),
  );
}
