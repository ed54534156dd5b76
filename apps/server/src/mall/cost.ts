import { sql } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import { mallGoods } from '../db/schema';
import { COIN_MALL_MARKUP_PERCENT, POINTS_PER_COIN } from './rules/pricing';

/**
 * An offer's cost from the item's price in force, as SQL, so the list filters and sorts by it:
 * the same arithmetic as `mallCostCents` (rules/pricing.ts; mall.test.ts holds them equal).
 */
export const mallCostCentsSql = sql<string>`(case when ${mallGoods.currency} = 'point'
  then ${itemPriceCents} * ${sql.raw(POINTS_PER_COIN.toString())}
  else (${itemPriceCents} * ${sql.raw(COIN_MALL_MARKUP_PERCENT.toString())} + 99) / 100 end)`;
