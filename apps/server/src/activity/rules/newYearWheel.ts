import { pickByTicket, ticketRanges } from '@skinbox/fairness';
import type { NewYearConfig } from '@skinbox/api';

/**
 * The new-year prizes with their ticket ranges in configured order (DESIGN section 3): the prize
 * whose range holds the envelope's ticket is won.
 */
export function newYearWheel(prizes: NewYearConfig['prizes']) {
  const ranges = ticketRanges(prizes.map((prize) => prize.tickets));
  return prizes.map((prize, index) => {
    const range = ranges[index];
    if (!range) throw new Error('a new-year prize has no ticket range');
    return { index, prize, range };
  });
}

export function newYearPrizeFor(prizes: NewYearConfig['prizes'], ticket: number) {
  const index = pickByTicket(ticketRanges(prizes.map((prize) => prize.tickets)), ticket);
  const prize = prizes[index];
  if (!prize) throw new Error('a ticket fell outside the new-year prizes');
  return { index, prize };
}
