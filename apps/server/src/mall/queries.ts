import { moneyToCents, type mall, type MallSort } from '@skinbox/api';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { goodsColumns } from '../catalogue/goods';
import { nameContains } from '../catalogue/nameSearch';
import type { Db } from '../db/database';
import { balances, catalogueItems, ledger, mallGoods } from '../db/schema';
import { readPage } from '../platform/paging';
import { mallCostCentsSql } from './cost';
import { exchangeQuotaCents } from './rules/quota';

/** Ledger kinds that count as box-opening turnover. */
export const TURNOVER_KINDS = ['box.open'];
export const MALL_KIND = 'mall.buy';

/** The player's gold-coin exchange quota, from the ledger. Pass `lock` inside a purchase. */
export async function exchangeQuota(db: Db, userId: number, lock = false) {
  const balanceQuery = db
    .select({ cents: balances.cents })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, 'amount')));
  const [balance] = lock ? await balanceQuery.for('update') : await balanceQuery;
  const [sums] = await db
    .select({
      turnover: sql<string>`coalesce(-sum(${ledger.cents}) filter (where ${inArray(ledger.kind, TURNOVER_KINDS)}), 0)::text`,
      spent: sql<string>`coalesce(-sum(${ledger.cents}) filter (where ${ledger.kind} = ${MALL_KIND}), 0)::text`,
    })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.currency, 'amount')));
  const balanceCents = balance?.cents ?? 0n;
  return {
    balanceCents,
    quotaCents: exchangeQuotaCents(
      balanceCents,
      BigInt(sums?.turnover ?? '0'),
      BigInt(sums?.spent ?? '0'),
    ),
  };
}

/** Each order of the mall by cost; offers of one cost oldest first, so pages neither repeat nor skip. */
const MALL_ORDER: Record<MallSort, SQL[]> = {
  priceAsc: [asc(mallCostCentsSql), asc(mallGoods.id)],
  priceDesc: [desc(mallCostCentsSql), asc(mallGoods.id)],
};

/** One page of a mall's enabled offers that match the search and filters, in the asked order. */
export function offerPage(db: Db, input: z.output<typeof mall.list.request>) {
  const filters: SQL[] = [eq(mallGoods.enabled, true), eq(mallGoods.currency, input.currency)];
  if (input.name) filters.push(nameContains(input.name));
  if (input.quality) filters.push(eq(catalogueItems.quality, input.quality));
  if (input.exterior) filters.push(eq(catalogueItems.exterior, input.exterior));
  if (input.category) filters.push(eq(catalogueItems.category, input.category));
  if (input.minPrice) filters.push(gte(mallCostCentsSql, moneyToCents(input.minPrice)));
  if (input.maxPrice) filters.push(lte(mallCostCentsSql, moneyToCents(input.maxPrice)));
  const where = and(...filters);
  return readPage(
    input,
    db
      .select({
        ...goodsColumns,
        mallGoodsId: mallGoods.id,
        currency: mallGoods.currency,
        costCents: mallCostCentsSql,
        stock: mallGoods.stock,
      })
      .from(mallGoods)
      .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
      .where(where)
      .orderBy(...MALL_ORDER[input.sort])
      .$dynamic(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mallGoods)
      .innerJoin(catalogueItems, eq(catalogueItems.id, mallGoods.itemId))
      .where(where),
  );
}
