import { centsToMoney, records } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import type { PageRequest } from '../platform/paging';
import { toGoodsSummary } from '../catalogue/goods';
import type { Currency } from '../db/schema/money';
import { route } from '../http/route';
import { toOpenBoxRecord } from './openBoxRecord';
import { itemHistoryPage, ledgerPage, liveDrops } from './queries';

/** Ledger pages, item history and live drops (issue 6). */
export function registerRecords({ app, db, config }: ModuleDeps) {
  const ledgerEntries = async (userId: number, currency: Currency, request: PageRequest) => {
    const { rows, total } = await ledgerPage(db, userId, currency, request);
    return {
      list: rows.map((row) => ({
        id: row.id,
        amount: centsToMoney(row.cents),
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  };

  route(app, records.ammoDetails, (request, { userId }) => ledgerEntries(userId, 'ammon', request));
  route(app, records.billDetails, (request, { userId }) =>
    ledgerEntries(userId, 'amount', request),
  );

  route(app, records.goodsRecords, async (request, { userId, locale }) => {
    const { rows, total } = await itemHistoryPage(db, userId, request);
    return {
      list: rows.map((row) => ({
        id: row.id,
        bagItemId: row.bagItemId,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        kind: row.kind,
        price: centsToMoney(row.eventPriceCents),
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  });

  route(app, records.getAllOpenBoxRecords, async (request, { locale }) => {
    const rows = await liveDrops(db, request);
    return { list: rows.map((row) => toOpenBoxRecord(row, locale, config.ASSET_BASE_URL)) };
  });
}
