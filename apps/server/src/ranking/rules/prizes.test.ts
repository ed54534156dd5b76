import { RANKING_POOL_PLACES, AccountKind } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POOL_CENTS,
  RANKING_PACKETS_CENTS,
  prizesFor,
  qualifyingTurnoverCents,
  rankTurnover,
} from './prizes';

const player = (userId: number, coins: number, userType: number = AccountKind.general) => ({
  userId,
  userType,
  cents: BigInt(Math.round(coins * 100)),
});

describe('the daily turnover board', () => {
  it('has the SPEC prizes: packets of 198, 136 and 116, a pool of 681 for places 1 to 10', () => {
    expect(RANKING_PACKETS_CENTS).toEqual([19_800n, 13_600n, 11_600n]);
    expect(DEFAULT_POOL_CENTS).toBe(68_100n);
    expect(RANKING_POOL_PLACES).toBe(10);
  });

  it('ranks by turnover, leaves out ai and test accounts and players without turnover', () => {
    const ranked = rankTurnover([
      player(1, 50),
      player(2, 900, AccountKind.ai),
      player(3, 800, AccountKind.test),
      player(4, 70, AccountKind.anchor),
      player(5, 0),
      player(6, 60),
    ]);
    expect(ranked.map((r) => [r.rank, r.userId])).toEqual([
      [1, 4],
      [2, 6],
      [3, 1],
    ]);
  });

  it('ranks equal turnover by the older account first', () => {
    expect(rankTurnover([player(9, 10), player(3, 10)]).map((r) => r.userId)).toEqual([3, 9]);
  });

  it('pays every qualifying place the whole packet and an equal tenth of the pool', () => {
    const ranked = rankTurnover(Array.from({ length: 12 }, (_, i) => player(i + 1, 100_000 - i)));
    const prizes = prizesFor(ranked, DEFAULT_POOL_CENTS);
    expect(prizes).toHaveLength(10);
    expect(prizes.map((p) => p.packetCents)).toEqual([
      19_800n,
      13_600n,
      11_600n,
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
    ]);
    expect(prizes.every((p) => p.poolCents === 6_810n)).toBe(true);
  });

  it('qualifies a place from 18000 coins of turnover: 266.10 at most 1.5 % of it', () => {
    // (198 + 68.10) / 1.5 % = 17740 coins, rounded up to a whole thousand.
    expect(qualifyingTurnoverCents(DEFAULT_POOL_CENTS)).toBe(1_800_000n);
    // With the pool off: 198 / 1.5 % = 13200, rounded up to 14000.
    expect(qualifyingTurnoverCents(0n)).toBe(1_400_000n);
  });

  it('pays a qualifying place its whole prize and a place below the qualifying turnover nothing', () => {
    const prizes = prizesFor(
      rankTurnover([player(1, 18_000), player(2, 17_999.99), player(3, 111)]),
      DEFAULT_POOL_CENTS,
    );
    // The leader with 18000 coins gets SPEC's 198 and 68.10 in full; the next places, short of
    // the qualifying turnover, nothing (a leader with 111 coins was paid 1.66 under the old cap).
    expect(prizes).toEqual([
      { rank: 1, userId: 1, turnoverCents: 1_800_000n, packetCents: 19_800n, poolCents: 6_810n },
    ]);
  });

  it('pays no pool when the pool is off', () => {
    const [first] = prizesFor(rankTurnover([player(1, 100_000)]), 0n);
    expect(first).toMatchObject({ packetCents: 19_800n, poolCents: 0n });
  });
});
