import { TICKETS } from '@skinbox/fairness';

/**
 * Drop probabilities for a box, as tickets out of TICKETS (each at least 1), such that the expected
 * value of one open is `rtp` × the box price (return-to-player, SPEC's boxes are priced so the
 * house keeps the rest). Cheaper items get more tickets: weights are price^(-a) with `a` found by
 * bisection, then whole tickets are moved between the two cheapest items to land on the target.
 * Needs at least one item below the target and one above it.
 */
export function solveTickets(itemPricesCents: readonly bigint[], targetCents: number): number[] {
  const prices = itemPricesCents.map(Number);
  const cheapest = Math.min(...prices);
  const dearest = Math.max(...prices);
  if (!(cheapest < targetCents && dearest > targetCents)) {
    throw new Error(`target ${targetCents} must lie strictly between ${cheapest} and ${dearest}`);
  }
  const expected = (a: number) => {
    const weights = prices.map((p) => p ** -a);
    const total = weights.reduce((s, w) => s + w, 0);
    return weights.reduce((s, w, i) => s + (w / total) * (prices[i] ?? 0), 0);
  };
  let low = -8;
  let high = 16;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (expected(middle) > targetCents) low = middle;
    else high = middle;
  }
  const tickets = toWholeTickets(prices.map((p) => p ** -low));
  fineTune(tickets, prices, targetCents);
  return tickets;
}

/** Largest-remainder rounding to TICKETS in all, each item at least one ticket. */
function toWholeTickets(weights: number[]): number[] {
  const spare = TICKETS - weights.length;
  const total = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (w / total) * spare);
  const tickets = exact.map((e) => 1 + Math.floor(e));
  let left = TICKETS - tickets.reduce((s, t) => s + t, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((x, y) => y.r - x.r);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    tickets[i] = (tickets[i] ?? 0) + 1;
    left -= 1;
  }
  return tickets;
}

/** Moves whole tickets between the cheapest item and the next dearer one towards the target. */
function fineTune(tickets: number[], prices: number[], targetCents: number) {
  const order = prices.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const cheap = order[0];
  const next = order.find((o) => o.p > (cheap?.p ?? 0));
  if (!cheap || !next) return;
  const step = next.p - cheap.p;
  const gap = targetCents * TICKETS - tickets.reduce((s, t, i) => s + t * (prices[i] ?? 0), 0);
  const wanted = Math.round(gap / step);
  const available = wanted > 0 ? (tickets[cheap.i] ?? 1) - 1 : -((tickets[next.i] ?? 1) - 1);
  const moved = wanted > 0 ? Math.min(wanted, available) : Math.max(wanted, available);
  tickets[cheap.i] = (tickets[cheap.i] ?? 0) - moved;
  tickets[next.i] = (tickets[next.i] ?? 0) + moved;
}

/** Return-to-player of a box: expected item value of one open over the box price. */
export function returnToPlayer(
  contents: ReadonlyArray<{ tickets: number; priceCents: bigint }>,
  boxPriceCents: bigint,
): number {
  const expected = contents.reduce((s, c) => s + c.tickets * Number(c.priceCents), 0) / TICKETS;
  return expected / Number(boxPriceCents);
}
