import { describe, expect, it } from 'vitest';
import { drawOrder, prizeOutcomes } from './prizes';

describe('roll room prizes', () => {
  it('are drawn dearest first, ties in the order given', () => {
    const prizes = [
      { id: 'a', priceCents: 5_00n },
      { id: 'b', priceCents: 90_00n },
      { id: 'c', priceCents: 5_00n },
      { id: 'd', priceCents: 12_00n },
    ];
    expect(drawOrder(prizes).map((p) => p.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('go to their winners, and back when nobody was left to draw', () => {
    const outcomes = prizeOutcomes(3, [
      { prize: 0, userId: 9, ticket: 71919, position: 1 },
      { prize: 1, userId: 4, ticket: 120, position: 0 },
    ]);
    expect(outcomes).toEqual([
      { position: 0, kind: 'won', userId: 9, ticket: 71919, drawPosition: 1 },
      { position: 1, kind: 'won', userId: 4, ticket: 120, drawPosition: 0 },
      { position: 2, kind: 'returned' },
    ]);
    expect(prizeOutcomes(2, [])).toEqual([
      { position: 0, kind: 'returned' },
      { position: 1, kind: 'returned' },
    ]);
  });
});
