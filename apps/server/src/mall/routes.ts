import { centsToMoney, mall } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import { toGoodsSummary } from '../catalogue/goods';
import { route } from '../http/route';
import { getBalances } from '../money/ledger';
import { buyMallItem } from './actions';
import { exchangeQuota, offerPage } from './queries';

/** Mall calls: list (visitors too), exchange one item, the exchange quota. */
export function registerMall({ app, db, config }: ModuleDeps) {
  route(app, mall.list, async (input, { locale }) => {
    const { rows, total } = await offerPage(db, input);
    return {
      list: rows.map((row) => ({
        mallGoodsId: row.mallGoodsId,
        goods: toGoodsSummary(row, locale, config.ASSET_BASE_URL),
        currency: row.currency,
        cost: centsToMoney(BigInt(row.costCents)),
        stock: row.stock,
      })),
      total,
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
