import { extend, moneyToCents, type ErrorKey } from '@skinbox/api';

/**
 * SPEC sections 5 and 8 before asking the server (which checks again): 3 to 9 items worth over
 * 40 coins; an estimate within the chosen items' bag value and not under half of it.
 */
export function offerRefusal(count: number, bagValue: string): ErrorKey | null {
  if (count < extend.REPLACE_MIN_ITEMS) return 'errors.replaceTooFew';
  if (count > extend.REPLACE_MAX_ITEMS) return 'errors.replaceTooMany';
  if (moneyToCents(bagValue) <= extend.REPLACE_MIN_VALUE_CENTS) return 'errors.replaceValueTooLow';
  return null;
}

export function estimateRefusal(estimate: string, bagValue: string): ErrorKey | null {
  if (estimate === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(estimate)) return 'errors.badRequest';
  const wanted = moneyToCents(estimate);
  const bag = moneyToCents(bagValue);
  if (wanted > bag) return 'errors.replaceValueOverBag';
  if (wanted * 100n < bag * BigInt(extend.REPLACE_MIN_PERCENT_OF_BAG)) {
    return 'errors.replaceValueFarBelowBag';
  }
  return null;
}
