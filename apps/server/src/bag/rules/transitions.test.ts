import { describe, expect, it } from 'vitest';
import { refusalFor } from './transitions';

describe('bag transitions', () => {
  it('sells items that are all in the bag', () => {
    expect(refusalFor('sell', ['bag', 'bag'], 0)).toBeNull();
  });

  it('refuses a sale when any item is extracting', () => {
    expect(refusalFor('sell', ['bag', 'extracting'], 0)).toBe('errors.bagSellExtracting');
  });

  it('refuses a sale of an extracted item', () => {
    expect(refusalFor('sell', ['extracted'], 0)).toBe('errors.bagSellExtracted');
  });

  it('refuses an extraction when any item is already extracted', () => {
    expect(refusalFor('extract', ['bag', 'extracted'], 0)).toBe('errors.bagExtractExtracted');
  });

  it('refuses to extract an item that is already on its way', () => {
    expect(refusalFor('extract', ['extracting'], 0)).toBe('errors.bagItemUnavailable');
  });

  it('cancels items that are all extracting', () => {
    expect(refusalFor('cancel', ['extracting'], 0)).toBeNull();
  });

  it('refuses to cancel when any item is not extracting', () => {
    expect(refusalFor('cancel', ['extracting', 'bag'], 0)).toBe('errors.bagCancelNotExtracting');
  });

  it('refuses items the player does not own', () => {
    expect(refusalFor('sell', ['bag'], 1)).toBe('errors.bagItemUnavailable');
  });

  it('refuses to sell an item staked in a battle', () => {
    expect(refusalFor('sell', ['staked'], 0)).toBe('errors.bagItemUnavailable');
  });
});
