import { and, desc, eq, sql } from 'drizzle-orm';
import { goodsColumns, itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { bagItems, catalogueItems } from '../db/schema';
import { readPage, rowCount } from '../platform/paging';

/** The player's entries still in the bag, dearest first, and their summed price. */
export async function entriesInBag(
  db: Db,
  userId: number,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(bagItems.userId, userId), eq(bagItems.state, 'bag'));
  const [listed, [value]] = await Promise.all([
    readPage(
      page,
      db
        .select({ ...goodsColumns, id: bagItems.id })
        .from(bagItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
        .where(where)
        .orderBy(desc(itemPriceCents), desc(bagItems.id))
        .$dynamic(),
      rowCount(db, bagItems, where),
    ),
    db
      .select({ cents: sql<string>`coalesce(sum(${itemPriceCents}), 0)::text` })
      .from(bagItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(where),
  ]);
  return { ...listed, valueCents: BigInt(value?.cents ?? '0') };
}
