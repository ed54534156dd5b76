import type { BattleMode } from './limits';

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

/** The seat that takes home the drops rolled by `rolledBy`. */
export function dropTakenBy(settlement: Settlement, rolledBy: number): number {
  return settlement.kind === 'winner' ? settlement.winnerSeat : rolledBy;
}

/** SPEC section 4 outcomes as shown: the winner sees victory; everyone else, and a tie, failure. */
export function seatOutcome(settlement: Settlement, seat: number): 'victory' | 'failure' {
  return settlement.kind === 'winner' && settlement.winnerSeat === seat ? 'victory' : 'failure';
}
