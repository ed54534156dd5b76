/**
 * GAMES.md section 5: a refined item melts into ammo at its price × the refining rate (basis
 * points), rounded down to the cent, so the house never pays a fraction it was not given.
 */
export function ammoCents(priceCents: bigint, rateBasisPoints: number): bigint {
  return (priceCents * BigInt(rateBasisPoints)) / 10_000n;
}

/** The ammo for a whole batch: each item rounds on its own, as the player sees it per item. */
export function batchAmmoCents(prices: readonly bigint[], rateBasisPoints: number): bigint {
  return prices.reduce((sum, price) => sum + ammoCents(price, rateBasisPoints), 0n);
}
