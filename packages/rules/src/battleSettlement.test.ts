import { describe, expect, it } from 'vitest';
import { dropTakenBy, leaderOf, seatOutcome, settle, winnerSeatOf } from './battleSettlement';

const totals = (...cents: number[]) =>
  cents.map((c, index) => ({ seat: index + 1, totalCents: BigInt(c) }));

describe('settlement', () => {
  it('classic: the highest total takes every drop', () => {
    const result = settle('classic', totals(500, 1200, 300));
    expect(result).toEqual({ kind: 'winner', winnerSeat: 2 });
    expect([1, 2, 3].map((seat) => dropTakenBy(result, seat))).toEqual([2, 2, 2]);
    expect([1, 2, 3].map((seat) => seatOutcome(winnerSeatOf(result), seat))).toEqual([
      'failure',
      'victory',
      'failure',
    ]);
  });

  it('clown: the lowest total takes every drop', () => {
    const result = settle('clown', totals(500, 1200, 300));
    expect(result).toEqual({ kind: 'winner', winnerSeat: 3 });
    expect(dropTakenBy(result, 1)).toBe(3);
  });

  it('a tie at the top is failure for everyone and each keeps their own drops', () => {
    const result = settle('classic', totals(900, 300, 900));
    expect(result).toEqual({ kind: 'tie', tiedSeats: [1, 3] });
    expect([1, 2, 3].map((seat) => dropTakenBy(result, seat))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((seat) => seatOutcome(winnerSeatOf(result), seat))).toEqual([
      'failure',
      'failure',
      'failure',
    ]);
    expect(settle('clown', totals(100, 100, 900))).toEqual({ kind: 'tie', tiedSeats: [1, 2] });
  });

  it('a tie below the top does not stop the winner', () => {
    expect(settle('classic', totals(100, 100, 900))).toEqual({ kind: 'winner', winnerSeat: 3 });
  });

  it('names the leader as the settlement would, none on a tie at the top', () => {
    expect(leaderOf('classic', totals(500, 1200, 300))).toBe(2);
    expect(leaderOf('clown', totals(500, 1200, 300))).toBe(3);
    expect(leaderOf('classic', totals(900, 300, 900))).toBeNull();
    expect(leaderOf('classic', [])).toBeNull();
  });
});
