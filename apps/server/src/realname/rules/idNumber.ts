/**
 * Mainland China resident ID numbers (GB 11643-1999): 17 digits and a check character computed
 * with ISO 7064 MOD 11-2, plus a real birth date in positions 7-14.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

export function idNumberCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** The birth date in the number, or null when it is not a real date. */
export function birthDateOf(idNumber: string): Date | null {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(idNumber);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : null;
}

export function isValidIdNumber(idNumber: string): boolean {
  const value = idNumber.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  if (!birthDateOf(value)) return false;
  return idNumberCheckCharacter(value.slice(0, 17)) === value[17];
}

/** Whether the holder is at least 18 on `now` (SPEC section 1: the product serves adults). */
export function isAdult(idNumber: string, now: Date): boolean {
  const birth = birthDateOf(idNumber);
  if (!birth) return false;
  const eighteenth = new Date(birth);
  eighteenth.setUTCFullYear(birth.getUTCFullYear() + 18);
  return eighteenth.getTime() <= now.getTime();
}
