import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { goodsColumns } from '../catalogue/goods';
import type { Db } from '../db/database';
import {
  bagEvents,
  bagItems,
  boxes,
  catalogueItems,
  ledger,
  openRecords,
  users,
} from '../db/schema';
import type { Currency } from '../db/schema/money';
import { realPlayerFilter } from '../platform/accountKinds';
import { readPage, type PageRequest, rowCount } from '../platform/paging';

/** One page of the player's ledger in one currency, newest first. */
export function ledgerPage(db: Db, userId: number, currency: Currency, request: PageRequest) {
  const where = and(eq(ledger.userId, userId), eq(ledger.currency, currency));
  return readPage(
    request,
    db.select().from(ledger).where(where).orderBy(desc(ledger.id)).$dynamic(),
    rowCount(db, ledger, where),
  );
}

/** One page of what happened to the player's items, newest first. */
export function itemHistoryPage(db: Db, userId: number, request: PageRequest) {
  const where = eq(bagEvents.userId, userId);
  return readPage(
    request,
    db
      .select({
        ...goodsColumns,
        id: bagEvents.id,
        bagItemId: bagEvents.bagItemId,
        kind: bagEvents.kind,
        eventPriceCents: bagEvents.priceCents,
        createdAt: bagEvents.createdAt,
      })
      .from(bagEvents)
      .innerJoin(bagItems, eq(bagItems.id, bagEvents.bagItemId))
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(where)
      .orderBy(desc(bagEvents.id))
      .$dynamic(),
    rowCount(db, bagEvents, where),
  );
}

/** The columns of a live drop: the item at its price when it dropped, the box, the player. */
const liveDropColumns = {
  ...goodsColumns,
  // The price the item had when it dropped.
  priceCents: openRecords.itemPriceCents,
  id: openRecords.id,
  boxId: openRecords.boxId,
  boxType: openRecords.boxType,
  boxNames: boxes.names,
  nickName: users.nickName,
  avatar: users.avatar,
  createdAt: openRecords.createdAt,
};

/**
 * Live drops matching `filters`, newest first. A public feed, like the announcements: ai and test
 * accounts' drops stay out of it.
 */
function liveDropsWhere(db: Db, filters: SQL[], limit: number) {
  return db
    .select(liveDropColumns)
    .from(openRecords)
    .innerJoin(catalogueItems, eq(catalogueItems.id, openRecords.itemId))
    .innerJoin(boxes, eq(boxes.id, openRecords.boxId))
    .innerJoin(users, eq(users.id, openRecords.userId))
    .where(and(realPlayerFilter, ...filters))
    .orderBy(desc(openRecords.id))
    .limit(limit);
}

export type LiveDropRow = Awaited<ReturnType<typeof liveDropsWhere>>[number];

/** The latest box drops, newest first, of one box or box type when asked. */
export function liveDrops(
  db: Db,
  { boxId, boxType, limit }: { boxId?: number; boxType?: number; limit: number },
) {
  const filters: SQL[] = [];
  if (boxId) filters.push(eq(openRecords.boxId, boxId));
  if (boxType) filters.push(eq(openRecords.boxType, boxType));
  return liveDropsWhere(db, filters, limit);
}

/** The live drops among the open records `openIds`, newest first (a real player's only). */
export function liveDropsWithIds(db: Db, openIds: readonly number[]) {
  if (openIds.length === 0) return Promise.resolve([]);
  return liveDropsWhere(db, [inArray(openRecords.id, [...openIds])], openIds.length);
}
