import { describe, expect, it } from 'vitest';
import { dropTakenBy, settle } from '@skinbox/rules';
import { luckyReturn } from '../../lucky/rules/cost';
import {
  battleReturn,
  coinMallReturn,
  crashReturn,
  luckyTryReturn,
  MAX_BOX_RTP,
  openAndSellReturn,
  POINT_VALUE,
  pointsMallReturn,
  SELL_BACK_RATE,
} from './expectedReturn';
import { withTurnoverRewards } from './rewards';

describe('the expected return of each loop', () => {
  it('sells items back at their price and values a point at 0.05 coins', () => {
    expect(SELL_BACK_RATE).toBe(1);
    expect(POINT_VALUE).toBe(0.05);
  });

  it('returns 0.95 per coin opening a 0.9 RTP box, selling the drop and cashing the points', () => {
    expect(openAndSellReturn(0.9)).toBeCloseTo(0.95, 10);
  });

  it('keeps every box RTP the configuration allows below a full return', () => {
    // 1 − 0.05 (points) − 0.0424 (welfare boxes, board prizes and promotions earned by the turnover).
    expect(MAX_BOX_RTP).toBeCloseTo(0.9076, 10);
    expect(openAndSellReturn(MAX_BOX_RTP - 0.0001)).toBeLessThan(1);
  });

  it('returns at most 0.85 per coin on a gold-coin mall round trip, at any price', () => {
    for (const cents of [1n, 3n, 99n, 1_00n, 1_01n, 123_45n, 500_00n]) {
      expect(coinMallReturn(cents)).toBeLessThan(0.85 + 1e-9);
    }
  });

  it('returns 0.05 coins per point on a points mall round trip', () => {
    for (const cents of [1n, 1_00n, 500_00n]) expect(pointsMallReturn(cents)).toBeCloseTo(0.05, 10);
  });
});

/** Every way `seats` seats can roll one box of `drops` (value in cents, probability), in order. */
function everyRoll(
  drops: ReadonlyArray<[bigint, number]>,
  seats: number,
): Array<[bigint[], number]> {
  if (seats === 0) return [[[], 1]];
  return everyRoll(drops, seats - 1).flatMap(([rolled, p]) =>
    drops.map(([cents, q]): [bigint[], number] => [[...rolled, cents], p * q]),
  );
}

describe('the expected return of a battle', () => {
  it("gives each seat its own drops' value in expectation, in either mode and with ties", () => {
    // A box whose drops tie often: 1, 1 or 3 coins.
    const box: Array<[bigint, number]> = [
      [100n, 0.5],
      [300n, 0.3],
      [100n, 0.2],
    ];
    const ownValue = box.reduce((sum, [cents, p]) => sum + Number(cents) * p, 0);
    for (const mode of ['classic', 'clown'] as const) {
      for (const seats of [2, 3, 4]) {
        const take = Array.from({ length: seats }, () => 0);
        for (const [rolled, p] of everyRoll(box, seats)) {
          const settlement = settle(
            mode,
            rolled.map((totalCents, i) => ({ seat: i + 1, totalCents })),
          );
          rolled.forEach((cents, i) => {
            const taker = dropTakenBy(settlement, i + 1);
            take[taker - 1] = (take[taker - 1] ?? 0) + Number(cents) * p;
          });
        }
        for (const seatTake of take) expect(seatTake).toBeCloseTo(ownValue, 9);
      }
    }
  });

  it("returns the rounds' price-weighted RTP, so a 0.9 RTP battle returns 0.9 per coin", () => {
    expect(battleReturn([{ priceCents: 200n, rtp: 0.9 }])).toBeCloseTo(0.9, 10);
    expect(
      battleReturn([
        { priceCents: 100n, rtp: 0.8 },
        { priceCents: 300n, rtp: 0.9 },
      ]),
    ).toBeCloseTo(0.875, 10);
  });

  it('stays below a full return with the turnover rewards at the highest RTP allowed', () => {
    const best = battleReturn([{ priceCents: 200n, rtp: MAX_BOX_RTP - 0.0001 }]);
    expect(withTurnoverRewards(best)).toBeLessThan(1);
  });
});

describe('the expected return of crash', () => {
  it('is 1 − the house edge per coin staked: 0.99 at the default 1 %', () => {
    expect(crashReturn(0.01)).toBeCloseTo(0.99, 10);
  });
});

describe('the expected return of lucky tries', () => {
  it('returns the RTP in items, sold, plus the points: 0.95 per coin at RTP 0.9', () => {
    expect(luckyTryReturn(0.9)).toBeCloseTo(0.95, 10);
  });

  it('stays below a full return at the highest RTP allowed, at any price and chance', () => {
    const rtp = MAX_BOX_RTP - 0.0001;
    for (const price of [1_00n, 1_01n, 7_77n, 250_00n, 9_999_99n]) {
      for (let chance = 5; chance <= 80; chance += 1) {
        expect(luckyTryReturn(luckyReturn(price, chance, rtp))).toBeLessThan(1);
      }
    }
  });
});
