import { TICKETS } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { ladderBand, priceLadder, sameLadder } from './ladder';

const catalogue = Array.from({ length: 80 }, (_, i) => ({
  goodsId: i + 1,
  priceCents: Math.round(50 * 1.12 ** i),
}));

describe('contract ladder on the server', () => {
  it('draws from V / 4 to 4 V', () => {
    expect(ladderBand(10_001n)).toEqual({ minCents: 2_501n, maxCents: 40_004n });
  });

  it('prices every rung with whole tickets that fill the ticket space', () => {
    const ladder = priceLadder(catalogue, 12_345n, 9000);
    expect(ladder?.length).toBe(8);
    expect(ladder?.reduce((s, r) => s + r.tickets, 0)).toBe(TICKETS);
    const expected = (ladder ?? []).reduce((s, r) => s + r.priceCents * r.tickets, 0) / TICKETS;
    expect(expected).toBeLessThanOrEqual(12_345 * 0.9);
    expect(expected).toBeGreaterThan(12_345 * 0.9 - 20);
  });

  it('has no ladder when the catalogue holds nothing in the band', () => {
    expect(priceLadder(catalogue, 10n ** 12n, 9000)).toBeNull();
  });

  it('accepts a signing only for the ladder shown', () => {
    const ladder = priceLadder(catalogue, 12_345n, 9000) ?? [];
    const ids = ladder.map((r) => r.goodsId);
    expect(sameLadder(ids, ladder)).toBe(true);
    expect(sameLadder(ids.slice(1), ladder)).toBe(false);
    expect(sameLadder([...ids].reverse(), ladder)).toBe(false);
  });
});
