import type { BattleMode } from './battleLimits';

/** A seat's total: the value of every drop it rolled. */
export interface SeatTotal {
  seat: number;
  totalCents: bigint;
}

/**
 * GAMES.md section 1: classic, the highest total takes every drop of every seat; clown, the
 * lowest. When two or more seats share the best total nobody wins: the tie shows as failure to
 * everyone (SPEC section 4) and each seat keeps its own drops.
 */
export type Settlement =
  { kind: 'winner'; winnerSeat: number } | { kind: 'tie'; tiedSeats: number[] };

export function settle(mode: BattleMode, totals: readonly SeatTotal[]): Settlement {
  const better = (a: bigint, b: bigint) => (mode === 'classic' ? a > b : a < b);
  const best = totals.reduce<bigint | null>(
    (found, { totalCents }) => (found === null || better(totalCents, found) ? totalCents : found),
    null,
  );
  const top = totals.filter((t) => t.totalCents === best).map((t) => t.seat);
  const [only, ...others] = top;
  if (only === undefined) throw new Error('a battle settles with seats');
  return others.length === 0
    ? { kind: 'winner', winnerSeat: only }
    : { kind: 'tie', tiedSeats: top };
}

/** A settled battle as the room stores it: the winner's seat, or null on a tie. */
export function winnerSeatOf(settlement: Settlement): number | null {
  return settlement.kind === 'winner' ? settlement.winnerSeat : null;
}

/** The seat that takes home the drops rolled by `rolledBy`: the winner, or on a tie its roller. */
export function takerOf(winnerSeat: number | null, rolledBy: number): number {
  return winnerSeat ?? rolledBy;
}

export function dropTakenBy(settlement: Settlement, rolledBy: number): number {
  return takerOf(winnerSeatOf(settlement), rolledBy);
}

/** SPEC section 4 outcomes as shown: the winner sees victory; everyone else, and a tie, failure. */
export function seatOutcome(winnerSeat: number | null, seat: number): 'victory' | 'failure' {
  return winnerSeat === seat ? 'victory' : 'failure';
}

/**
 * Who is ahead over the rounds that stand (each seat's total in cents): the seat `settle` would
 * crown now, or null while no seat is or on a tie at the top.
 */
export function leaderOf(mode: BattleMode, totals: readonly SeatTotal[]): number | null {
  if (totals.length === 0) return null;
  return winnerSeatOf(settle(mode, totals));
}
