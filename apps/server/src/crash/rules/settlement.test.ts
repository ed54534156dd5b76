import { describe, expect, it } from 'vitest';
import { dueAutoCashOuts, settleRound, type RiddenBet } from './settlement';

const MAX_PROFIT = 1_000_000n;
const bet = (id: number, change: Partial<RiddenBet> = {}): RiddenBet => ({
  id,
  stakeCents: 1000n,
  autoCashOut: null,
  cashedOutAt: null,
  ...change,
});

describe('settling a crashed round', () => {
  it('keeps recorded cash-outs, pays reached targets, and the rest lose', () => {
    const outcomes = settleRound(
      [
        bet(1, { cashedOutAt: 150 }),
        bet(2, { autoCashOut: 180 }),
        bet(3, { autoCashOut: 250 }),
        bet(4),
        bet(5, { autoCashOut: 200 }),
      ],
      200,
      MAX_PROFIT,
    );
    expect(outcomes).toEqual([
      { id: 1, outcome: 'stands' },
      { id: 2, outcome: 'cashed', multiplier: 180, payoutCents: 1800n },
      { id: 3, outcome: 'lost' },
      { id: 4, outcome: 'lost' },
      // A target at the crash point itself is reached (P(point ≥ m) = 0.99 / m).
      { id: 5, outcome: 'cashed', multiplier: 200, payoutCents: 2000n },
    ]);
  });

  it('settles a round a restart interrupted the same way: only what was recorded counts', () => {
    // The process died at 1.30x; on resume the stored crash point 1.80x settles the round.
    const outcomes = settleRound(
      [bet(1, { cashedOutAt: 120 }), bet(2), bet(3, { autoCashOut: 170 })],
      180,
      MAX_PROFIT,
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['stands', 'lost', 'cashed']);
  });

  it('cashes out at the profit cap a bet that would ride past it', () => {
    const [outcome] = settleRound([bet(1, { stakeCents: 10_000n })], 5000, 50_000n);
    expect(outcome).toEqual({ id: 1, outcome: 'cashed', multiplier: 600, payoutCents: 60_000n });
  });

  it('loses everything at an instant crash', () => {
    const outcomes = settleRound([bet(1, { autoCashOut: 101 }), bet(2)], 100, MAX_PROFIT);
    expect(outcomes.map((o) => o.outcome)).toEqual(['lost', 'lost']);
  });
});

describe('auto cash-outs during a round', () => {
  it('are due once the curve reaches their target, at the target itself', () => {
    const bets = [
      bet(1, { autoCashOut: 150 }),
      bet(2, { autoCashOut: 300 }),
      bet(3),
      bet(4, { autoCashOut: 120, cashedOutAt: 110 }),
    ];
    expect(dueAutoCashOuts(bets, 149, MAX_PROFIT)).toEqual([]);
    expect(dueAutoCashOuts(bets, 163, MAX_PROFIT)).toEqual([{ bet: bets[0], target: 150 }]);
  });
});
