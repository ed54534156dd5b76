import { centsToMoney, moneyToCents } from '@skinbox/api';

/**
 * The ammo a refining gives, as the server computes it (tradeup/refining/rules/rate.ts): each
 * item's price × the rate in basis points, rounded down to the cent, summed.
 */
export function ammoFor(prices: readonly string[], rateBasisPoints: number): string {
  const rate = BigInt(rateBasisPoints);
  return centsToMoney(
    prices.reduce((sum, price) => sum + (moneyToCents(price) * rate) / 10_000n, 0n),
  );
}
