import { moneyToCents, type bag } from '@skinbox/api';
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { goodsColumns, itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { bagItems, catalogueItems } from '../db/schema';
import { readPage } from '../platform/paging';

/** The states a player sees (SPEC: in bag, extracting, extracted); staked and sold items are not. */
export const VISIBLE_STATES = ['bag', 'extracting', 'extracted'] as const;

/** One page of the player's visible items that match the filters, newest first. */
export function bagPage(db: Db, userId: number, input: z.output<typeof bag.rucksackGoods.request>) {
  const filters: SQL[] = [eq(bagItems.userId, userId)];
  filters.push(
    input.state ? eq(bagItems.state, input.state) : inArray(bagItems.state, [...VISIBLE_STATES]),
  );
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
      .orderBy(desc(bagItems.id))
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
