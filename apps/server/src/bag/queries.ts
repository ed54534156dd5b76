import { moneyToCents, type bag, type BagSort } from '@skinbox/api';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { goodsColumns, itemPriceCents } from '../catalogue/goods';
import { nameContains } from '../catalogue/nameSearch';
import type { Db } from '../db/database';
import { bagItems, catalogueItems } from '../db/schema';
import { readPage } from '../platform/paging';

/** The states a player sees (SPEC: in bag, extracting, extracted); staked and sold items are not. */
export const VISIBLE_STATES = ['bag', 'extracting', 'extracted'] as const;

/** Each order of the bag; entries of one price newest first, so pages neither repeat nor skip. */
const BAG_ORDER: Record<BagSort, SQL[]> = {
  newest: [desc(bagItems.id)],
  priceDesc: [desc(itemPriceCents), desc(bagItems.id)],
  priceAsc: [asc(itemPriceCents), desc(bagItems.id)],
};

/** One page of the player's visible items that match the search and filters, in the asked order. */
export function bagPage(db: Db, userId: number, input: z.output<typeof bag.rucksackGoods.request>) {
  const filters: SQL[] = [eq(bagItems.userId, userId)];
  filters.push(
    input.state ? eq(bagItems.state, input.state) : inArray(bagItems.state, [...VISIBLE_STATES]),
  );
  if (input.name) filters.push(nameContains(input.name));
  if (input.quality) filters.push(eq(catalogueItems.quality, input.quality));
  if (input.exterior) filters.push(eq(catalogueItems.exterior, input.exterior));
  if (input.minPrice) filters.push(gte(itemPriceCents, moneyToCents(input.minPrice).toString()));
  if (input.maxPrice) filters.push(lte(itemPriceCents, moneyToCents(input.maxPrice).toString()));
  const where = and(...filters);
  return readPage(
    input,
    db
      .select({
        ...goodsColumns,
        id: bagItems.id,
        state: bagItems.state,
        createdAt: bagItems.createdAt,
      })
      .from(bagItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(where)
      .orderBy(...BAG_ORDER[input.sort])
      .$dynamic(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bagItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(where),
  );
}

/** What the items still in the player's bag are worth at today's prices, in cents. */
export async function bagValueCents(db: Db, userId: number) {
  const [value] = await db
    .select({ cents: sql<string>`coalesce(sum(${itemPriceCents}), 0)::text` })
    .from(bagItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
    .where(and(eq(bagItems.userId, userId), eq(bagItems.state, 'bag')));
  return BigInt(value?.cents ?? '0');
}
