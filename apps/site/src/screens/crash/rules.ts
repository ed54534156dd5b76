import { centsToMoney, moneyToCents } from '@skinbox/api';

/** Hundredths as the game shows them: 270 → "2.70x". */
export function formatMultiplier(hundredths: number): string {
  return `${(Math.floor(hundredths) / 100).toFixed(2)}x`;
}

/** A stepper's coins as the contract's money string: 12.5 → "12.50". */
export function stakeMoney(stake: number): string {
  return centsToMoney(BigInt(Math.round(stake * 100)));
}

/** What a stake pays out at a multiplier, floored to the cent as the server pays it. */
export function payoutAt(stake: string, hundredths: number): string {
  return centsToMoney((moneyToCents(stake) * BigInt(Math.floor(hundredths))) / 100n);
}

/**
 * The history strip's colours by result, as the genre shows them: busts under 2x (most rounds)
 * in red, 2x to 10x in green, 10x and above in gold.
 */
export type CrashTone = 'low' | 'good' | 'high';

export function crashTone(hundredths: number): CrashTone {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'good';
  return 'high';
}

/** The quick amounts beside the stake, in coins. */
export const QUICK_STAKES = [1, 5, 10, 50, 100] as const;

/** Keeps a stake inside the round's limits, to the cent. */
export function clampStake(stake: number, limits: { min: number; max: number }): number {
  const clamped = Math.min(Math.max(stake, limits.min), limits.max);
  return Math.round(clamped * 100) / 100;
}
