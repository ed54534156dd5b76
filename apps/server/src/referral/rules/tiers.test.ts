import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPREAD_TIERS,
  MAX_SPREAD_BASIS_POINTS,
  nextTierOf,
  parseTiers,
  percentOf,
  rewardCents,
  tierOf,
} from './tiers';
import { boxThresholdCents, SPREAD_BOX_MIN_THRESHOLD_CENTS, SPREAD_BOX_SHARE } from './box';

describe('referral tiers', () => {
  it('reads the default setting, lowest tier first', () => {
    expect(parseTiers(DEFAULT_SPREAD_TIERS)).toEqual([
      { invited: 0, basisPoints: 30 },
      { invited: 5, basisPoints: 60 },
      { invited: 20, basisPoints: 100 },
    ]);
  });

  it('sorts, drops repeated thresholds and caps every ratio', () => {
    expect(parseTiers(' 10:5 , 0:0.25,10:0.9')).toEqual([
      { invited: 0, basisPoints: 25 },
      { invited: 10, basisPoints: MAX_SPREAD_BASIS_POINTS },
    ]);
  });

  it.each([undefined, '', 'abc', '0:1;5:2', '0:-1', '0:1.234', '1.5:1'])(
    'pays nothing for the setting %j',
    (setting) => {
      expect(parseTiers(setting)).toEqual([]);
      expect(tierOf(parseTiers(setting), 100).basisPoints).toBe(0);
    },
  );

  it('stands a player in the highest tier reached and names the next', () => {
    const tiers = parseTiers(DEFAULT_SPREAD_TIERS);
    expect(tierOf(tiers, 0).basisPoints).toBe(30);
    expect(tierOf(tiers, 4).basisPoints).toBe(30);
    expect(tierOf(tiers, 5).basisPoints).toBe(60);
    expect(tierOf(tiers, 500).basisPoints).toBe(100);
    expect(nextTierOf(tiers, 4)).toEqual({ invited: 5, basisPoints: 60 });
    expect(nextTierOf(tiers, 20)).toBeNull();
    expect(tierOf(parseTiers('3:1'), 2)).toEqual({ invited: 0, basisPoints: 0 });
  });

  it('rounds a reward down to the cent', () => {
    expect(rewardCents(10_000n, 30)).toBe(30n);
    expect(rewardCents(999n, 30)).toBe(2n);
    expect(rewardCents(33n, 30)).toBe(0n);
    expect(percentOf(30)).toBe('0.30');
    expect(percentOf(100)).toBe('1.00');
  });

  it('never lets the box threshold fall below its floor', () => {
    expect(boxThresholdCents(100n)).toBe(SPREAD_BOX_MIN_THRESHOLD_CENTS);
    expect(boxThresholdCents(50_000n)).toBe(50_000n);
    expect(SPREAD_BOX_SHARE).toBe(0.005);
  });
});
