import { describe, expect, it } from 'vitest';
import {
  estimateRefusal,
  luckyBagCents,
  maxReplaceCents,
  minReplaceCents,
  offerRefusal,
  replacePriceCents,
  targetRefusal,
} from './offer';

describe('replacement rules (SPEC sections 5, 8, 9)', () => {
  it('takes 3 to 9 items worth over 40 coins', () => {
    expect(offerRefusal(2, 10_000n)).toBe('errors.replaceTooFew');
    expect(offerRefusal(10, 10_000n)).toBe('errors.replaceTooMany');
    expect(offerRefusal(3, 4_000n)).toBe('errors.replaceValueTooLow');
    expect(offerRefusal(3, 4_001n)).toBeNull();
    expect(offerRefusal(9, 4_001n)).toBeNull();
  });

  it('prices a target at its price times the markup, rounded up', () => {
    expect(replacePriceCents(10_000n, 11_500)).toBe(11_500n);
    expect(replacePriceCents(1_001n, 11_500)).toBe(1_152n);
  });

  it('lists targets up to 5 % above the value and refuses one dearer', () => {
    expect(maxReplaceCents(10_000n)).toBe(10_500n);
    expect(targetRefusal(10_500n, 10_000n, 10)).toBeNull();
    expect(targetRefusal(10_501n, 10_000n, 10)).toBe('errors.replaceTargetOutOfRange');
  });

  it('refuses a replacement value too far below the bag value (under half)', () => {
    expect(minReplaceCents(10_001n)).toBe(5_001n);
    expect(targetRefusal(4_999n, 10_000n, 50)).toBe('errors.replaceValueFarBelowBag');
    expect(targetRefusal(5_000n, 10_000n, 50)).toBeNull();
  });

  it('hides and refuses targets with stock under 10', () => {
    expect(targetRefusal(9_000n, 10_000n, 9)).toBe('errors.replaceTargetUnavailable');
    expect(targetRefusal(9_000n, 10_000n, 10)).toBeNull();
  });

  it('keeps the estimate within the bag value and not too far below it', () => {
    expect(estimateRefusal(10_001n, 10_000n)).toBe('errors.replaceValueOverBag');
    expect(estimateRefusal(10_000n, 10_000n)).toBeNull();
    expect(estimateRefusal(4_999n, 10_000n)).toBe('errors.replaceValueFarBelowBag');
  });

  it('returns the bag value above the replacement price as a lucky bag, never a negative one', () => {
    expect(luckyBagCents(10_000n, 8_765n)).toBe(1_235n);
    expect(luckyBagCents(10_000n, 10_400n)).toBe(0n);
  });
});
