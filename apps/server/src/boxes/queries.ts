import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { goodsColumns } from '../catalogue/goods';
import { boxes, boxItems, catalogueItems } from '../db/schema';

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
