import { describe, expect, it } from 'vitest';
import { loadTradeUpConfig } from '../../tradeup/config';
import { contractReturn, refineAmmoBoxReturn, replacementReturn } from './expectedReturn';

describe('the trade-up loops return less than they cost', () => {
  it('returns at most 0.935 per coin offered for a replacement at the 1.15 markup', () => {
    // A target at half the bag value: 0.5 / 1.15 in item, 0.5 in lucky bag.
    expect(replacementReturn(11_500, 50)).toBeCloseTo(0.5 / 1.15 + 0.5, 10);
    expect(replacementReturn(11_500, 50)).toBeLessThan(1);
  });

  it('would pay out at no markup, which the configuration refuses', () => {
    expect(replacementReturn(10_000, 50)).toBeGreaterThanOrEqual(1);
    expect(() => loadTradeUpConfig({ REPLACE_MARKUP: '1.05' })).toThrow();
  });

  it('returns the contract RTP per coin offered', () => {
    expect(contractReturn(9000)).toBeCloseTo(0.9, 10);
    expect(() => loadTradeUpConfig({ CONTRACT_RTP: '1' })).toThrow();
  });

  it('returns refine rate × ammo box RTP per coin refined, kept below 1 by the configuration', () => {
    expect(refineAmmoBoxReturn(8000, 0.9)).toBeCloseTo(0.72, 10);
    expect(() => loadTradeUpConfig({ REFINE_RATE: '0.9', AMMO_BOX_RTP: '1.2' })).toThrow();
    const defaults = loadTradeUpConfig({});
    expect(
      refineAmmoBoxReturn(defaults.refineRateBasisPoints, defaults.ammoBoxRtpBasisPoints / 10_000),
    ).toBeLessThan(1);
  });
});
