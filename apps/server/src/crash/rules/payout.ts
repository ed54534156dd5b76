/**
 * What a bet pays (GAMES.md section 2): stake × multiplier, rounded down to the cent, with the
 * profit capped at the round's max profit. The cap is per bet: each player's win in one round is
 * bounded, so the house's exposure is max profit × players, and no player's cash-out depends on
 * what others did (bustabit caps the whole round and cashes everyone out; with per-bet caps the
 * loop only needs each bet's own target).
 */
export function payoutCents(
  stakeCents: bigint,
  multiplier: number,
  maxProfitCents: bigint,
): bigint {
  const profit = (stakeCents * BigInt(multiplier - 100)) / 100n;
  return stakeCents + (profit < maxProfitCents ? profit : maxProfitCents);
}

/**
 * The multiplier (hundredths) at which a stake's profit reaches the cap: riding further cannot win
 * more and can still lose, so the loop cashes the bet out there, as if it were its auto cash-out.
 */
export function capMultiplier(stakeCents: bigint, maxProfitCents: bigint): number {
  const hundredths = (maxProfitCents * 100n + stakeCents - 1n) / stakeCents;
  return 100 + Number(hundredths);
}

/** The multiplier at which the loop cashes a bet out by itself: its auto cash-out or the cap. */
export function cashOutTarget(
  stakeCents: bigint,
  autoCashOut: number | null,
  maxProfitCents: bigint,
): number {
  const cap = capMultiplier(stakeCents, maxProfitCents);
  return autoCashOut === null ? cap : Math.min(autoCashOut, cap);
}
