import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { goodsColumns } from '../catalogue/goods';
import { boxes, boxItems, catalogueItems } from '../db/schema';

/** A box's contents in ticket order, with the prices in force. */
export function boxContents(db: Db, boxId: number) {
  return db
    .select({ ...goodsColumns, tickets: boxItems.tickets })
    .from(boxItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
    .where(eq(boxItems.boxId, boxId))
    .orderBy(asc(boxItems.position));
}

export async function findBox(db: Db, boxId: number) {
  const [box] = await db.select().from(boxes).where(eq(boxes.id, boxId));
  return box?.enabled ? box : undefined;
}
