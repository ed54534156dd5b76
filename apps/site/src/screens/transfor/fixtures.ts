import type { TurntableState } from './useTransforScreen';

const PRIZES = [
  ['20.00', '0.1000', 1, 100],
  ['8.88', '0.5000', 101, 600],
  ['5.00', '2.0000', 601, 2600],
  ['2.00', '10.0000', 2601, 12600],
  ['1.00', '30.0000', 12601, 42600],
  ['0.50', '57.4000', 42601, 100000],
] as const;

/** This week's wheel for a player without the top prize, before spinning. */
export function turntableState(overrides: Partial<TurntableState> = {}): TurntableState {
  return {
    serverNow: '2026-11-20T04:00:00.000Z',
    week: '2026-W47',
    resetAt: '2026-11-22T15:59:59.000Z',
    remainingMs: 216_000_000,
    spin: null,
    topPrizeUnlocked: false,
    invitesNeeded: 3,
    invitedRecharged: 1,
    prizes: PRIZES.map(([amount, probability, ticketFrom, ticketTo], i) => ({
      index: i + 1,
      amount,
      probability,
      ticketFrom,
      ticketTo,
      top: false,
    })),
    ...overrides,
  };
}

export const SPIN = {
  week: '2026-W47',
  prize: 4,
  amount: '2.00',
  rollId: 812,
  ticket: 7_311,
  createdAt: '2026-11-20T04:00:01.000Z',
};
