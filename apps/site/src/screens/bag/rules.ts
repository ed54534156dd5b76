import type { BagItem, bagErrors } from '@skinbox/api';

/** A refusal the bag gives before any call (its text: bagErrors alone, not the whole catalogue). */
export type BagRefusal = keyof typeof bagErrors;

type Chosen = readonly Pick<BagItem, 'state'>[];

/** SPEC section 5: sale fails if none is chosen or any is extracting (or already extracted). */
export function sellRefusal(chosen: Chosen): BagRefusal | null {
  if (chosen.length === 0) return 'errors.bagSellNoneChosen';
  if (chosen.some((item) => item.state === 'extracting')) return 'errors.bagSellExtracting';
  if (chosen.some((item) => item.state === 'extracted')) return 'errors.bagSellExtracted';
  return null;
}

/**
 * SPEC section 5: extraction fails if none is chosen or any is already extracted, and needs the
 * bound trade link (steamUrl).
 */
export function extractRefusal(chosen: Chosen, tradeLink: string): BagRefusal | null {
  if (chosen.length === 0) return 'errors.bagExtractNoneChosen';
  if (chosen.some((item) => item.state === 'extracted')) return 'errors.bagExtractExtracted';
  if (tradeLink.trim() === '') return 'errors.tradeLinkRequired';
  return null;
}

/** SPEC section 5: cancelling fails if none is chosen or any is not extracting. */
export function cancelRefusal(chosen: Chosen): BagRefusal | null {
  if (chosen.length === 0) return 'errors.bagCancelNoneChosen';
  if (chosen.some((item) => item.state !== 'extracting')) return 'errors.bagCancelNotExtracting';
  return null;
}
