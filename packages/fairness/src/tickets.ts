import { TICKETS } from './roll';

/** An item's share of the ticket space [1, TICKETS]: it drops when the ticket is in [from, to]. */
export interface TicketRange {
  from: number;
  to: number;
}

/**
 * DESIGN section 3: cumulative ticket ranges from drop probabilities (any positive weights, e.g.
 * percentages or parts per million; they are normalised). Every item gets at least 1 ticket and
 * the last item absorbs the rounding, so the ranges tile [1, TICKETS] exactly, in input order.
 */
export function ticketRanges(weights: readonly number[]): TicketRange[] {
  if (weights.length === 0) throw new Error('a box needs at least one item');
  if (weights.length > TICKETS) throw new Error('more items than tickets');
  if (weights.some((w) => !(w > 0) || !Number.isFinite(w))) {
    throw new Error('every drop probability must be a positive number');
  }
  const total = weights.reduce((sum, w) => sum + w, 0);
  const ranges: TicketRange[] = [];
  let next = 1;
  weights.forEach((weight, index) => {
    const remainingItems = weights.length - index - 1;
    const isLast = remainingItems === 0;
    // Leave at least one ticket for each item still to come.
    const widest = TICKETS - next + 1 - remainingItems;
    const width = isLast
      ? widest
      : Math.min(widest, Math.max(1, Math.round((weight / total) * TICKETS)));
    ranges.push({ from: next, to: next + width - 1 });
    next += width;
  });
  return ranges;
}

/** The index of the range holding `ticket`. */
export function pickByTicket(ranges: readonly TicketRange[], ticket: number): number {
  const index = ranges.findIndex((range) => ticket >= range.from && ticket <= range.to);
  if (index < 0) throw new Error(`ticket ${ticket} is outside every range`);
  return index;
}
