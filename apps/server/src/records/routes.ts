import { centsToMoney, records } from '@skinbox/api';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../app';
import { goodsColumns, toGoodsSummary } from '../catalogue/goods';
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
import { route } from '../http/route';

/** Ledger pages, item history and live drops (issue 6). */
export function registerRecords({ app, db, config }: ModuleDeps) {
  const ledgerPage = async (userId: number, currency: Currency, page: number, pageSize: number) => {
    const where = and(eq(ledger.userId, userId), eq(ledger.currency, currency));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(ledger)
        .where(where)
        .orderBy(desc(ledger.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledger)
        .where(where),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        amount: centsToMoney(row.cents),
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  };

  route(app, records.ammoDetails, ({ page, pageSize }, { userId }) =>
    ledgerPage(userId, 'ammon', page, pageSize),
  );
  route(app, records.billDetails, ({ page, pageSize }, { userId }) =>
    ledgerPage(userId, 'amount', page, pageSize),
  );

  route(app, records.goodsRecords, async ({ page, pageSize }, { userId, locale }) => {
    const where = eq(bagEvents.userId, userId);
    const [rows, [total]] = await Promise.all([
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
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(bagEvents)
        .where(where),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        bagItemId: row.bagItemId,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        kind: row.kind,
        price: centsToMoney(row.eventPriceCents),
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  });

  route(app, records.getAllOpenBoxRecords, async ({ boxId, boxType, limit }, { locale }) => {
    const filters: SQL[] = [];
    if (boxId) filters.push(eq(openRecords.boxId, boxId));
    if (boxType) filters.push(eq(openRecords.boxType, boxType));
    const rows = await db
      .select({
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
      })
      .from(openRecords)
      .innerJoin(catalogueItems, eq(catalogueItems.id, openRecords.itemId))
      .innerJoin(boxes, eq(boxes.id, openRecords.boxId))
      .innerJoin(users, eq(users.id, openRecords.userId))
      .where(filters.length > 0 ? and(...filters) : undefined)
      .orderBy(desc(openRecords.id))
      .limit(limit);
    return {
      list: rows.map((row) => ({
        id: row.id,
        nickName: row.nickName,
        avater: row.avatar,
        boxId: row.boxId,
        boxType: row.boxType === 2 ? (2 as const) : (1 as const),
        boxName: row.boxNames[locale],
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
}
