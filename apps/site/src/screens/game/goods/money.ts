import { centsToMoney, moneyToCents } from '@skinbox/api';

/** Adds money strings exactly, in cents (DESIGN section 2: never floating point for money). */
export function sumMoney(values: readonly string[]): string {
  return centsToMoney(values.reduce((sum, value) => sum + moneyToCents(value), 0n));
}
