import { moneyToCents } from '@skinbox/api';
import { subtractMoney, sumMoney } from '../../shared/goods/money';

/** What an opening of several boxes came to: "won X of Y spent". */
export interface OpeningSum {
  /** The drops' value, a decimal coin amount. */
  won: string;
  /** What the boxes cost: the box price times the drops. */
  spent: string;
  /** won − spent; negative when the boxes cost more than they brought. */
  net: string;
  /** The drops are worth at least what they cost. */
  ahead: boolean;
}

/** The finish of an opening: the drops' value against the boxes' price, exactly in cents. */
export function openingSum(prices: readonly string[], boxPrice: string): OpeningSum {
  const won = sumMoney(prices);
  const spent = sumMoney(prices.map(() => boxPrice));
  return {
    won,
    spent,
    net: subtractMoney(won, spent),
    ahead: moneyToCents(won) >= moneyToCents(spent),
  };
}

/** The best drop of an opening (dearest first; the first of equals): the finish leads with it. */
export function bestIndex(prices: readonly string[]): number {
  let best = 0;
  prices.forEach((price, i) => {
    if (moneyToCents(price) > moneyToCents(prices[best] ?? '0')) best = i;
  });
  return best;
}
