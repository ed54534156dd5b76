import { extend, type ErrorKey } from '@skinbox/api';

const {
  REPLACE_MAX_ITEMS,
  REPLACE_MIN_ITEMS,
  REPLACE_MIN_PERCENT_OF_BAG,
  REPLACE_MIN_STOCK,
  REPLACE_MIN_VALUE_CENTS,
  REPLACE_TARGET_MAX_PERCENT_ABOVE,
} = extend;

/**
 * SPEC sections 5, 8 and 9 and DESIGN section 4, the item replacement, pure. The bag value is the
 * summed price of the offered items. A target costs its replacement price: its own price times the
 * replacement markup (basis points), which is the house's edge, since items sell back at their
 * price. The estimate is the replacement value the player looks for (the bag value by default).
 */

/** A target's replacement price: its price × markup, rounded up to the cent. */
export function replacePriceCents(priceCents: bigint, markupBasisPoints: number): bigint {
  return (priceCents * BigInt(markupBasisPoints) + 9_999n) / 10_000n;
}

/** 3 to 9 items worth over 40 coins in total, or the refusal. */
export function offerRefusal(count: number, bagValueCents: bigint): ErrorKey | null {
  if (count < REPLACE_MIN_ITEMS) return 'errors.replaceTooFew';
  if (count > REPLACE_MAX_ITEMS) return 'errors.replaceTooMany';
  if (bagValueCents <= REPLACE_MIN_VALUE_CENTS) return 'errors.replaceValueTooLow';
  return null;
}

/** The lowest replacement value allowed: REPLACE_MIN_PERCENT_OF_BAG of the bag value. */
export function minReplaceCents(bagValueCents: bigint): bigint {
  return (bagValueCents * BigInt(REPLACE_MIN_PERCENT_OF_BAG) + 99n) / 100n;
}

/** The highest replacement price listed for a value: 5 % above it, rounded down. */
export function maxReplaceCents(valueCents: bigint): bigint {
  return (valueCents * BigInt(100 + REPLACE_TARGET_MAX_PERCENT_ABOVE)) / 100n;
}

/** The estimate must not exceed the bag value nor fall too far below it (SPEC section 8). */
export function estimateRefusal(estimateCents: bigint, bagValueCents: bigint): ErrorKey | null {
  if (estimateCents > bagValueCents) return 'errors.replaceValueOverBag';
  if (estimateCents < minReplaceCents(bagValueCents)) return 'errors.replaceValueFarBelowBag';
  return null;
}

/** Whether the chosen target may replace items of this bag value, or the refusal. */
export function targetRefusal(
  replaceCents: bigint,
  bagValueCents: bigint,
  stock: number,
): ErrorKey | null {
  if (replaceCents > maxReplaceCents(bagValueCents)) return 'errors.replaceTargetOutOfRange';
  if (replaceCents < minReplaceCents(bagValueCents)) return 'errors.replaceValueFarBelowBag';
  if (stock < REPLACE_MIN_STOCK) return 'errors.replaceTargetUnavailable';
  return null;
}

/** DESIGN section 4: the bag value above the replacement price comes back as a lucky bag. */
export function luckyBagCents(bagValueCents: bigint, replaceCents: bigint): bigint {
  return bagValueCents > replaceCents ? bagValueCents - replaceCents : 0n;
}
