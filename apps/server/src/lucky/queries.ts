import type { LuckyTry, Locale } from '@skinbox/api';
import { centsToMoney, moneyToCents } from '@skinbox/api';
import { luckyWinningTickets } from '@skinbox/fairness';
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { goodsColumns, itemPriceCents, toGoodsSummary } from '../catalogue/goods';
import type { Db } from '../db/database';
import { catalogueItems, luckyTries, rolls, seedPairs } from '../db/schema';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { LUCKY_MIN_TARGET_CENTS, luckyCosts, luckyReturn } from './rules/cost';
import { rollProofColumns, shownSeeds } from '../fairness/rollProof';

export interface ViewContext {
  locale: Locale;
  assets: string;
}

export interface GoodsFilter {
  sort: 'priceDesc' | 'priceAsc';
  quality?: string | undefined;
  exterior?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
}

/** Catalogue items that may be lucky targets, filtered like the mall, in price order. */
export async function luckyGoods(db: Db, filter: GoodsFilter & PageRequest, view: ViewContext) {
  const filters: SQL[] = [gte(itemPriceCents, LUCKY_MIN_TARGET_CENTS)];
  if (filter.quality) filters.push(eq(catalogueItems.quality, filter.quality));
  if (filter.exterior) filters.push(eq(catalogueItems.exterior, filter.exterior));
  if (filter.minPrice) filters.push(gte(itemPriceCents, moneyToCents(filter.minPrice)));
  if (filter.maxPrice) filters.push(lte(itemPriceCents, moneyToCents(filter.maxPrice)));
  const where = and(...filters);
  const { rows, total } = await readPage(
    filter,
    db
      .select(goodsColumns)
      .from(catalogueItems)
      .where(where)
      .orderBy(
        ...(filter.sort === 'priceAsc'
          ? [asc(itemPriceCents), asc(catalogueItems.id)]
          : [desc(itemPriceCents), desc(catalogueItems.id)]),
      )
      .$dynamic(),
    rowCount(db, catalogueItems, where),
  );
  return { list: rows.map((row) => toGoodsSummary(row, view.locale, view.assets)), total };
}

/** The goods of one target. */
export async function luckyTarget(db: Db, goodsId: number, view: ViewContext) {
  const [row] = await db
    .select(goodsColumns)
    .from(catalogueItems)
    .where(eq(catalogueItems.id, goodsId));
  return row ? toGoodsSummary(row, view.locale, view.assets) : null;
}

/** The player's tries, newest first, each with the seeds that verify it. */
export async function luckyTriesOf(
  db: Db,
  userId: number,
  page: PageRequest,
  view: ViewContext,
  only?: { tryId: number },
) {
  const where = and(
    eq(luckyTries.userId, userId),
    only ? eq(luckyTries.id, only.tryId) : undefined,
  );
  const { rows, total } = await readPage(
    page,
    db
      .select({
        attempt: luckyTries,
        goods: goodsColumns,
        ...rollProofColumns,
      })
      .from(luckyTries)
      .innerJoin(catalogueItems, eq(catalogueItems.id, luckyTries.itemId))
      .innerJoin(rolls, eq(rolls.id, luckyTries.rollId))
      .innerJoin(seedPairs, eq(seedPairs.id, rolls.seedPairId))
      .where(where)
      .orderBy(desc(luckyTries.id))
      .$dynamic(),
    rowCount(db, luckyTries, where),
  );
  const list = rows.map((row): LuckyTry => ({
    tryId: row.attempt.id,
    goods: toGoodsSummary(row.goods, view.locale, view.assets),
    chance: row.attempt.chancePercent,
    cost: centsToMoney(row.attempt.costCents),
    won: row.attempt.won,
    ticket: row.ticket,
    winningTickets: luckyWinningTickets(row.attempt.chancePercent),
    rollId: row.attempt.rollId,
    ...shownSeeds(row),
    bagItemId: row.attempt.bagItemId,
    createdAt: row.attempt.createdAt.toISOString(),
  }));
  return { list, total };
}

/**
 * For the economy report: the best and worst return in items of a try on every target, over every
 * chance (the cost's rounding up makes cheap targets at low chances return the least).
 */
export async function luckyTargetReturns(db: Db, rtp: number) {
  const rows = await db
    .select({ goodsId: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .where(gte(itemPriceCents, LUCKY_MIN_TARGET_CENTS));
  return rows.flatMap((row) => {
    const price = BigInt(row.priceCents);
    const byChance = luckyCosts(price, rtp).map((c) => ({
      name: `item ${row.goodsId} at ${c.chance} %`,
      itemReturn: luckyReturn(price, c.chance, rtp),
    }));
    byChance.sort((a, b) => b.itemReturn - a.itemReturn);
    const best = byChance[0];
    const worst = byChance.at(-1);
    return best && worst ? [best, worst] : [];
  });
}
