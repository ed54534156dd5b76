import { moneyToCents, type boxes as boxCalls } from '@skinbox/api';
import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { goodsColumns } from '../catalogue/goods';
import { boxes, boxItems, catalogueItems, openRecords, users } from '../db/schema';
import { realPlayerFilter } from '../platform/accountKinds';
import { readPage, rowCount } from '../platform/paging';

/** One page of the enabled boxes of a type that match the filters, cheapest first. */
export function boxPage(db: Db, input: z.output<typeof boxCalls.list.request>) {
  const filters: SQL[] = [eq(boxes.enabled, true), eq(boxes.type, input.type)];
  if (input.category) filters.push(eq(boxes.category, input.category));
  if (input.minPrice) filters.push(gte(boxes.priceCents, moneyToCents(input.minPrice)));
  if (input.maxPrice) filters.push(lte(boxes.priceCents, moneyToCents(input.maxPrice)));
  const where = and(...filters);
  return readPage(
    input,
    db.select().from(boxes).where(where).orderBy(asc(boxes.priceCents), asc(boxes.id)).$dynamic(),
    rowCount(db, boxes, where),
  );
}

/**
 * An enabled box and its contents in ticket order, with the prices in force, in one query;
 * undefined when there is no such box.
 */
export async function loadBox(db: Db, boxId: number) {
  const rows = await db
    .select({ box: boxes, item: { ...goodsColumns, tickets: boxItems.tickets } })
    .from(boxes)
    .innerJoin(boxItems, eq(boxItems.boxId, boxes.id))
    .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
    .where(eq(boxes.id, boxId))
    .orderBy(asc(boxItems.position));
  const box = rows[0]?.box;
  if (!box?.enabled) return undefined;
  return { box, contents: rows.map((row) => row.item) };
}

/** How many boxes real players have opened, ever (ai and test accounts' opens do not count). */
export async function countOpens(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(openRecords)
    .innerJoin(users, eq(users.id, openRecords.userId))
    .where(realPlayerFilter);
  return row?.n ?? 0;
}
