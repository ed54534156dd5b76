import { describe, expect, it } from 'vitest';
import { drawDrops, type DrawItem } from './drawDrops';

// Box 7 splits the 100 000 tickets in halves; box 8 gives its third item half and the others a
// quarter each: [1, 25000], [25001, 50000], [50001, 100000].
const contents = new Map<number, DrawItem[]>([
  [
    7,
    [
      { goodsId: 101, tickets: 50_000, priceCents: '1000' },
      { goodsId: 102, tickets: 50_000, priceCents: 250n },
    ],
  ],
  [
    8,
    [
      { goodsId: 201, tickets: 1, priceCents: '40' },
      { goodsId: 202, tickets: 1, priceCents: '70' },
      { goodsId: 203, tickets: 2, priceCents: '9000' },
    ],
  ],
]);
const rolls = (...rounds: number[][]) => rounds.map((round) => round.map((ticket) => ({ ticket })));

describe('drawDrops', () => {
  it('picks each seat’s item by its ticket, round by round, and sums each seat’s prices', () => {
    const { drops, totals } = drawDrops(
      [7, 8],
      contents,
      [1, 2],
      rolls([50_000, 50_001], [25_001, 100_000]),
    );
    expect(drops).toEqual([
      { round: 1, seat: 1, boxId: 7, itemId: 101, ticket: 50_000, priceCents: 1000n },
      { round: 1, seat: 2, boxId: 7, itemId: 102, ticket: 50_001, priceCents: 250n },
      { round: 2, seat: 1, boxId: 8, itemId: 202, ticket: 25_001, priceCents: 70n },
      { round: 2, seat: 2, boxId: 8, itemId: 203, ticket: 100_000, priceCents: 9000n },
    ]);
    expect([...totals]).toEqual([
      [1, 1070n],
      [2, 9250n],
    ]);
  });

  it('gives the n-th roll of a round to the n-th seat in seat order', () => {
    const { drops, totals } = drawDrops(
      [8, 8],
      contents,
      [1, 2, 3],
      rolls([1, 25_000, 25_001], [50_000, 50_001, 1]),
    );
    expect(drops.map((d) => [d.round, d.seat, d.itemId])).toEqual([
      [1, 1, 201],
      [1, 2, 201],
      [1, 3, 202],
      [2, 1, 202],
      [2, 2, 203],
      [2, 3, 201],
    ]);
    expect(Object.fromEntries(totals)).toEqual({ 1: 110n, 2: 9040n, 3: 110n });
  });

  it('refuses a draw with a roll missing', () => {
    expect(() => drawDrops([7, 7], contents, [1, 2], rolls([1, 2], [3]))).toThrow(
      'a roll is missing',
    );
  });
});
