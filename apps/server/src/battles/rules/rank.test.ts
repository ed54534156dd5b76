import { describe, expect, it } from 'vitest';
import { rankWinnings, type Winning } from './rank';

const day = { from: new Date('2026-11-23T16:00:00Z'), to: new Date('2026-11-24T16:00:00Z') };
const at = (iso: string) => new Date(iso);
const win = (userId: number, cents: number, iso: string, userType = 1): Winning => ({
  userId,
  userType,
  cents: BigInt(cents),
  settledAt: at(iso),
});

describe('rankWinnings', () => {
  it('sums each player’s winnings inside the period and ranks them', () => {
    const rows = rankWinnings(
      [
        win(1, 500, '2026-11-24T01:00:00Z'),
        win(2, 300, '2026-11-24T02:00:00Z'),
        win(1, 200, '2026-11-24T03:00:00Z'),
        win(2, 900, '2026-11-23T15:59:59Z'), // the day before, in the site's zone
        win(3, 100, '2026-11-24T16:00:00Z'), // the next day
      ],
      day,
      10,
    );
    expect(rows).toEqual([
      { rank: 1, userId: 1, cents: 700n },
      { rank: 2, userId: 2, cents: 300n },
    ]);
  });

  it('leaves ai and test accounts out', () => {
    const rows = rankWinnings(
      [
        win(1, 100, '2026-11-24T01:00:00Z'),
        win(7, 9000, '2026-11-24T01:00:00Z', 3),
        win(8, 9000, '2026-11-24T01:00:00Z', 4),
        win(9, 50, '2026-11-24T01:00:00Z', 2),
      ],
      day,
      10,
    );
    expect(rows.map((r) => r.userId)).toEqual([1, 9]);
  });

  it('ranks equal sums by who reached them first, and keeps the limit', () => {
    const rows = rankWinnings(
      [
        win(5, 400, '2026-11-24T09:00:00Z'),
        win(4, 400, '2026-11-24T08:00:00Z'),
        win(6, 100, '2026-11-24T08:00:00Z'),
      ],
      day,
      2,
    );
    expect(rows).toEqual([
      { rank: 1, userId: 4, cents: 400n },
      { rank: 2, userId: 5, cents: 400n },
    ]);
  });
});
