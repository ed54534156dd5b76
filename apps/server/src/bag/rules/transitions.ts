import type { ErrorKey } from '@skinbox/api';
import type { BagState } from '../../db/schema/bag';

/**
 * The bag's state machine (SPEC sections 4 and 5, DESIGN section 2), pure: which selections each
 * action refuses and with which message, and the state each action moves items from and to.
 */
export type BagAction = 'sell' | 'extract' | 'cancel';

export const TRANSITIONS: Record<BagAction, { from: BagState; to: BagState }> = {
  sell: { from: 'bag', to: 'consumed' },
  extract: { from: 'bag', to: 'extracting' },
  cancel: { from: 'extracting', to: 'bag' },
};

/**
 * The refusal for acting on items in `states` (one per chosen item that the player owns), or null
 * when every item may move. `missing` counts chosen ids the player does not own.
 */
export function refusalFor(
  action: BagAction,
  states: readonly BagState[],
  missing: number,
): ErrorKey | null {
  if (missing > 0) return 'errors.bagItemUnavailable';
  switch (action) {
    case 'sell':
      if (states.includes('extracting')) return 'errors.bagSellExtracting';
      if (states.includes('extracted')) return 'errors.bagSellExtracted';
      break;
    case 'extract':
      if (states.includes('extracted')) return 'errors.bagExtractExtracted';
      break;
    case 'cancel':
      if (states.some((s) => s !== 'extracting')) return 'errors.bagCancelNotExtracting';
      break;
  }
  return states.every((s) => s === TRANSITIONS[action].from) ? null : 'errors.bagItemUnavailable';
}
