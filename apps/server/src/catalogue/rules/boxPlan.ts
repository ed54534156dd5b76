/** What the seeding picks from: anything with a price. */
export interface Priced {
  priceCents: bigint;
}

/** At most this many items below the target value and above it make up one box. */
export const CHEAP_ITEMS = 6;
export const DEAR_ITEMS = 8;
/** The dearest item of a box is worth at most this many times the box price (unless none is). */
export const TOP_PRIZE_MULTIPLE = 40n;

/** `count` entries spread evenly over `list`, always keeping its first and last. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  if (count === 1) return [list[0] as T];
  return Array.from(
    { length: count },
    (_, k) => list[Math.round((k * (list.length - 1)) / (count - 1))] as T,
  );
}

/**
 * Chooses a box's contents for a box price and a target value (rtp × price): items below the
 * target from the cheapest up, items above it up to TOP_PRIZE_MULTIPLE × the price, spread over
 * each range, ordered by price. Returns null when the candidates cannot straddle the target.
 */
export function planBoxContents<T extends Priced>(
  candidates: readonly T[],
  boxPriceCents: bigint,
  targetCents: number,
): T[] | null {
  const sorted = [...candidates].sort((a, b) => Number(a.priceCents - b.priceCents));
  const below = sorted.filter((c) => Number(c.priceCents) < targetCents);
  const above = sorted.filter((c) => Number(c.priceCents) > targetCents);
  if (below.length === 0 || above.length === 0) return null;
  const capped = above.filter((c) => c.priceCents <= boxPriceCents * TOP_PRIZE_MULTIPLE);
  const dear = capped.length > 0 ? capped : above.slice(0, 1);
  return [...spread(below, CHEAP_ITEMS), ...spread(dear, DEAR_ITEMS)];
}
