import { TICKETS, ticketRanges, type TicketRange } from '@skinbox/fairness';

/**
 * The lucky turntable's wheel (GAMES.md section 6, SPEC section 9 "top prize 100 coins needs
 * invites"): coin prizes with their tickets out of 100000. A spin is worth 0.96 coins in
 * expectation with the top prize, 0.95 without; one spin a week. Players without the configured
 * number of invited players who recharged spin a wheel whose top prize's tickets belong to the
 * smallest prize, so the odds they are shown are the odds they spin.
 */
export interface TurntablePrize {
  cents: bigint;
  tickets: number;
  top: boolean;
}

export const TURNTABLE_PRIZES: readonly TurntablePrize[] = [
  { cents: 10_000n, tickets: 10, top: true },
  { cents: 2_000n, tickets: 100, top: false },
  { cents: 888n, tickets: 500, top: false },
  { cents: 500n, tickets: 2_000, top: false },
  { cents: 200n, tickets: 10_000, top: false },
  { cents: 100n, tickets: 30_000, top: false },
  { cents: 50n, tickets: 57_390, top: false },
];

/** Invited players who recharged that unlock the top prize, unless configured. */
export const DEFAULT_TOP_PRIZE_INVITES = 3;

export interface WheelSlice {
  /** The prize's place in TURNTABLE_PRIZES. */
  index: number;
  prize: TurntablePrize;
  tickets: number;
  range: TicketRange;
}

/** The wheel a player spins: every prize, or (top prize locked) all but the top one. */
export function wheelFor(topPrizeUnlocked: boolean): WheelSlice[] {
  const smallest = TURNTABLE_PRIZES.reduce(
    (low, prize, index) =>
      prize.cents < (TURNTABLE_PRIZES[low]?.cents ?? prize.cents) ? index : low,
    0,
  );
  const topTickets = TURNTABLE_PRIZES.filter((p) => p.top).reduce((n, p) => n + p.tickets, 0);
  const slices = TURNTABLE_PRIZES.flatMap((prize, index) => {
    if (prize.top && !topPrizeUnlocked) return [];
    const extra = !topPrizeUnlocked && index === smallest ? topTickets : 0;
    return [{ index, prize, tickets: prize.tickets + extra }];
  });
  const ranges = ticketRanges(slices.map((slice) => slice.tickets));
  return slices.map((slice, i) => ({ ...slice, range: ranges[i] as TicketRange }));
}

/** The slice a ticket lands on. */
export function sliceForTicket(wheel: readonly WheelSlice[], ticket: number): WheelSlice {
  const slice = wheel.find((s) => ticket >= s.range.from && ticket <= s.range.to);
  if (!slice) throw new Error(`ticket ${ticket} is off the wheel`);
  return slice;
}

/** Expected coins of one spin, in cents. */
export function expectedSpinCents(wheel: readonly WheelSlice[]): number {
  return wheel.reduce((sum, s) => sum + (Number(s.prize.cents) * s.tickets) / TICKETS, 0);
}
