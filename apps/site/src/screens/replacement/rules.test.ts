import { describe, expect, it } from 'vitest';
import { estimateRefusal, offerRefusal } from './rules';

describe('replacement rules on the site (SPEC sections 5, 8)', () => {
  it('needs 3 to 9 items worth over 40 coins', () => {
    expect(offerRefusal(2, '100.00')).toBe('errors.replaceTooFew');
    expect(offerRefusal(10, '100.00')).toBe('errors.replaceTooMany');
    expect(offerRefusal(3, '40.00')).toBe('errors.replaceValueTooLow');
    expect(offerRefusal(9, '40.01')).toBeNull();
  });

  it('keeps the estimate within the bag value and at least half of it', () => {
    expect(estimateRefusal('', '80.00')).toBeNull();
    expect(estimateRefusal('80.01', '80.00')).toBe('errors.replaceValueOverBag');
    expect(estimateRefusal('39.99', '80.00')).toBe('errors.replaceValueFarBelowBag');
    expect(estimateRefusal('40', '80.00')).toBeNull();
    expect(estimateRefusal('4o', '80.00')).toBe('errors.badRequest');
  });
});
