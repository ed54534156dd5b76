import { describe, expect, it } from 'vitest';
import { bandOf, MIN_PLAYS, openingMoments, rtpStatus, sampleVariance } from './rtpBand';

describe('the expected band of a realised return', () => {
  it('takes an opening’s mean and variance from the tickets', () => {
    // Half the tickets on 0.50, half on 1.50: mean 100 cents, variance 2500.
    const moments = openingMoments([
      { tickets: 50_000, priceCents: 50n },
      { tickets: 50_000, priceCents: 150n },
    ]);
    expect(moments.mean).toBeCloseTo(100, 9);
    expect(moments.variance).toBeCloseTo(2500, 6);
  });

  it('narrows with the number of plays: ±3 standard errors', () => {
    // 100 openings of a 1.00 box with σ = 50 cents: SE of the total 500, of the return 0.05.
    const band = bandOf(0.9, 100 * 2500, 100 * 100);
    expect(band.low).toBeCloseTo(0.75, 9);
    expect(band.high).toBeCloseTo(1.05, 9);
    const wider = bandOf(0.9, 25 * 2500, 25 * 100);
    expect(wider.high - wider.low).toBeCloseTo(2 * (band.high - band.low), 9);
  });

  it('estimates a game’s variance from its plays', () => {
    // Two plays of stake 100: payouts 0 and 200, realised 1: Σ(x − s)² = 100² + 100².
    const sums = { xx: 0 + 200 * 200, xs: 0 + 200 * 100, ss: 2 * 100 * 100 };
    expect(sampleVariance(sums, 1)).toBe(20_000);
  });

  it('says few until MIN_PLAYS, then which side the return left', () => {
    const band = { low: 0.85, high: 0.95 };
    expect(rtpStatus(MIN_PLAYS - 1, 0.5, band)).toBe('few');
    expect(rtpStatus(MIN_PLAYS, 0.9, band)).toBe('ok');
    expect(rtpStatus(MIN_PLAYS, 0.8, band)).toBe('low');
    expect(rtpStatus(MIN_PLAYS, 0.96, band)).toBe('high');
  });
});
