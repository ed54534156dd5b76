import { centsToMoney, moneyToCents } from '@skinbox/api';

/** Adds money strings exactly, in cents (DESIGN section 2: never floating point for money). */
export function sumMoney(values: readonly string[]): string {
  return centsToMoney(values.reduce((sum, value) => sum + moneyToCents(value), 0n));
}

/** `a` minus `b`, exactly, in cents; negative when `b` is larger. */
export function subtractMoney(a: string, b: string): string {
  return centsToMoney(moneyToCents(a) - moneyToCents(b));
}
