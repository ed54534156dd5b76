/**
 * Money on the wire (DESIGN section 2): coins (`amount`), ammo (`ammon`) and points (`point`) are
 * decimal strings with exactly two places, e.g. "12.30"; in the database they are integer cents.
 * Never use floating point for money: convert with these functions.
 */
export const MONEY_PATTERN = /^-?\d{1,15}\.\d{2}$/;
/** A money string on the wire; `moneyString` (moneySchema.ts) is its zod schema. */
export type MoneyString = string;

/** 1230n → "12.30"; -5n → "-0.05". */
export function centsToMoney(cents: bigint | number): MoneyString {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** "12.3" or "12.30" or "12" → 1230n. Throws on anything that is not a plain decimal. */
export function moneyToCents(money: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new Error(`not a money amount: ${money}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}
