/** A filter field's text: '' means "no bound". */
export type BoundText = string;

const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

/** SPEC section 5: the minimum must not exceed the maximum (both optional). */
export function minAboveMax(min: BoundText, max: BoundText): boolean {
  if (min.trim() === '' || max.trim() === '') return false;
  return Number(min) > Number(max);
}

/** A price bound as the contract takes it ("12" or "12.30"), undefined when empty or malformed. */
export function priceBound(text: BoundText): string | undefined {
  const value = text.trim();
  return PRICE.test(value) ? value : undefined;
}

/** A percent bound (0 to 100), undefined when empty or outside. */
export function percentBound(text: BoundText): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  const percent = Number(value);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : undefined;
}
