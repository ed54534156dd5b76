import { centsToMoney, moneyToCents, type CrashMyBet, type ErrorKey } from '@skinbox/api';
import type { CrashPhase } from '@skinbox/stores';

/**
 * The crash screen's own checks (SPEC sections 5 and 8: log in before betting, set a bet amount,
 * not started so cannot escape, already settled), answered before any call so the player sees
 * the catalogue's message at once. The server checks the same and more (limits, the window).
 */
export function betRefusal(input: { signedIn: boolean; stake: number | null }): ErrorKey | null {
  if (!input.signedIn) return 'errors.crashLoginFirst';
  if (input.stake === null || !(input.stake > 0)) return 'errors.crashSetBet';
  return null;
}

export function escapeRefusal(input: {
  phase: CrashPhase;
  myBet: Pick<CrashMyBet, 'status'> | null;
}): ErrorKey | null {
  if (input.phase === 'waiting' || input.phase === 'betting') return 'errors.crashNotStarted';
  if (!input.myBet) return 'errors.crashNoBet';
  if (input.phase === 'crashed' || input.myBet.status !== 'active') {
    return 'errors.crashAlreadySettled';
  }
  return null;
}

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
