import { AccountKind } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POOL_CENTS,
  POOL_PLACES,
  RANKING_PACKETS_CENTS,
  prizeCapCents,
  prizesFor,
  rankTurnover,
} from './prizes';

const player = (userId: number, coins: number, userType: number = AccountKind.general) => ({
  userId,
  userType,
  cents: BigInt(coins * 100),
});

describe('the daily turnover board', () => {
  it('has the SPEC prizes: packets of 198, 136 and 116, a pool of 681 for places 1 to 10', () => {
    expect(RANKING_PACKETS_CENTS).toEqual([19_800n, 13_600n, 11_600n]);
    expect(DEFAULT_POOL_CENTS).toBe(68_100n);
    expect(POOL_PLACES).toBe(10);
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

  it('pays big spenders the whole packet and an equal tenth of the pool', () => {
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

  it('never pays a place more than 1.5 % of its own turnover, the packet first', () => {
    expect(prizeCapCents(100_000n)).toBe(1_500n);
    const [first, second] = prizesFor(rankTurnover([player(1, 20_000), player(2, 1_000)]), 68_100n);
    // 1.5 % of 20000 coins is 300: the 198 packet and the whole 68.10 share fit under it.
    expect(first).toMatchObject({ packetCents: 19_800n, poolCents: 6_810n });
    // 1.5 % of 1000 coins is 15: part of the packet, nothing of the pool.
    expect(second).toMatchObject({ packetCents: 1_500n, poolCents: 0n });
  });

  it('pays no pool when the pool is off', () => {
    const [first] = prizesFor(rankTurnover([player(1, 100_000)]), 0n);
    expect(first).toMatchObject({ packetCents: 19_800n, poolCents: 0n });
  });
});
