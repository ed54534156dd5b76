/**
 * Mall prices follow the item's price in force (so an operator's price override can never leave a
 * mall offer cheaper than its sell-back), at rates chosen so no loop returns what it costs
 * (economy/rules/expectedReturn.ts, README "Economy"):
 *
 * - points mall: POINTS_PER_COIN points per coin of price. Points come at 1 per coin spent
 *   (SPEC section 9), so a point is worth 1/POINTS_PER_COIN of a coin of items;
 * - gold-coin mall: the price plus COIN_MALL_MARKUP_PERCENT - 100 percent, rounded up to the cent.
 */
export const POINTS_PER_COIN = 20n;
export const COIN_MALL_MARKUP_PERCENT = 125n;

export type MallCurrency = 'point' | 'amount';

/** What an item of `itemPriceCents` costs in the given mall (cents of points or of coins). */
export function mallCostCents(currency: MallCurrency, itemPriceCents: bigint): bigint {
  if (currency === 'point') return itemPriceCents * POINTS_PER_COIN;
  return (itemPriceCents * COIN_MALL_MARKUP_PERCENT + 99n) / 100n;
}
