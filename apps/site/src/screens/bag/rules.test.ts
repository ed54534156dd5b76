import { describe, expect, it } from 'vitest';
import { cancelRefusal, extractRefusal, sellRefusal } from './rules';
import { TRADE_LINK as LINK } from '../../testing/gameFixtures';

const bag = { state: 'bag' as const };
const extracting = { state: 'extracting' as const };
const extracted = { state: 'extracted' as const };

describe('bag rules (SPEC section 5)', () => {
  it('refuses a sale of nothing', () => {
    expect(sellRefusal([])).toBe('errors.bagSellNoneChosen');
  });
  it('refuses a sale that includes an extracting item', () => {
    expect(sellRefusal([bag, extracting])).toBe('errors.bagSellExtracting');
  });
  it('refuses a sale that includes an extracted item', () => {
    expect(sellRefusal([bag, extracted])).toBe('errors.bagSellExtracted');
  });
  it('allows a sale of items in the bag', () => {
    expect(sellRefusal([bag, bag])).toBeNull();
  });
  it('refuses an extraction of nothing', () => {
    expect(extractRefusal([], LINK)).toBe('errors.bagExtractNoneChosen');
  });
  it('refuses an extraction that includes an extracted item', () => {
    expect(extractRefusal([bag, extracted], LINK)).toBe('errors.bagExtractExtracted');
  });
  it('refuses an extraction without a bound trade link', () => {
    expect(extractRefusal([bag], '')).toBe('errors.tradeLinkRequired');
  });
  it('allows an extraction of bag items with a trade link', () => {
    expect(extractRefusal([bag], LINK)).toBeNull();
  });
  it('refuses a cancel of nothing', () => {
    expect(cancelRefusal([])).toBe('errors.bagCancelNoneChosen');
  });
  it('refuses a cancel that includes an item not being extracted', () => {
    expect(cancelRefusal([extracting, bag])).toBe('errors.bagCancelNotExtracting');
  });
  it('allows a cancel of extracting items', () => {
    expect(cancelRefusal([extracting, extracting])).toBeNull();
  });
});
