import { centsToMoney, mall, moneyToCents } from '@skinbox/api';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../app';
import { goodsColumns, toGoodsSummary } from '../catalogue/goods';
import { catalogueItems, mallGoods } from '../db/schema';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { buyMallItem } from './buy';
import { exchangeQuota } from './quota';

/** Mall calls: list (visitors too), exchange one item, the exchange quota. */
export function registerMall({ app, db, config }: ModuleDeps) {
  route(app, mall.list, async (input, { locale }) => {
    const filters: SQL[] = [eq(mallGoods.enabled, true), eq(mallGoods.currency, input.currency)];
    if (input.quality) filters.push(eq(catalogueItems.quality, input.quality));
    if (input.exterior) filters.push(eq(catalogueItems.exterior, input.exterior));
    if (input.category) filters.push(eq(catalogueItems.category, input.category));
    if (input.minPrice) filters.push(gte(mallGoods.priceCents, moneyToCents(input.minPrice)));
    if (input.maxPrice) filters.push(lte(mallGoods.priceCents, moneyToCents(input.maxPrice)));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...goodsColumns,
          mallGoodsId: mallGoods.id,
          currency: mallGoods.currency,
          costCents: mallGoods.priceCents,
          stock: mallGoods.stock,
        })
        .from(mallGoods)
        .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
        .where(where)
        .orderBy(asc(mallGoods.priceCents), asc(mallGoods.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(mallGoods)
        .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
        .where(where),
    ]);
    return {
      list: rows.map((row) => ({
        mallGoodsId: row.mallGoodsId,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        currency: row.currency,
        cost: centsToMoney(row.costCents),
        stock: row.stock,
      })),
      total: total?.n ?? 0,
    };
  });

  route(app, mall.buyMallGoods, async ({ mallGoodsId }, { userId }) => {
    const bagItemId = await buyMallItem(db, userId, mallGoodsId);
    const balances = await getBalances(db, userId);
    return { bagItemId, amount: balances.amount, point: balances.point };
  });

  route(app, mall.quota, async (_input, { userId }) => {
    const { balanceCents, quotaCents } = await exchangeQuota(db, userId);
    return { quota: centsToMoney(quotaCents), amount: centsToMoney(balanceCents) };
  });
}
