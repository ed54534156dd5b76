import { centsToMoney, type ErrorKey } from '@skinbox/api';
import type { Phase } from './phases';

/** The lowest auto cash-out: 1.00x would return the stake at the instant the round starts. */
export const MIN_AUTO_CASH_OUT = 101;

export interface BetLimits {
  minBetCents: bigint;
  maxBetCents: bigint;
}

export interface BetAttempt {
  signedIn: boolean;
  stakeCents: bigint;
  /** Hundredths, or null for a manual escape only. */
  autoCashOut: number | null;
  phase: Phase['phase'];
  /** The player already has a bet in this round. */
  alreadyBet: boolean;
}

export interface Refusal {
  key: ErrorKey;
  params?: Record<string, string | number>;
}

/**
 * Whether a bet may be placed (GAMES.md section 2, SPEC section 5 "Crash"), checked in the order a
 * player fixes them: sign in, set an amount, keep it within the limits, pick a sensible auto
 * cash-out, and bet while the round still takes bets, once.
 */
export function betRefusal(attempt: BetAttempt, limits: BetLimits): Refusal | null {
  if (!attempt.signedIn) return { key: 'errors.crashLoginFirst' };
  if (attempt.stakeCents <= 0n) return { key: 'errors.crashSetBet' };
  if (attempt.stakeCents < limits.minBetCents) {
    return { key: 'errors.crashStakeTooSmall', params: { min: centsToMoney(limits.minBetCents) } };
  }
  if (attempt.stakeCents > limits.maxBetCents) {
    return { key: 'errors.crashStakeTooLarge', params: { max: centsToMoney(limits.maxBetCents) } };
  }
  if (attempt.autoCashOut !== null && attempt.autoCashOut < MIN_AUTO_CASH_OUT) {
    return { key: 'errors.crashAutoCashOutTooLow' };
  }
  if (attempt.phase !== 'betting') return { key: 'errors.crashBettingClosed' };
  if (attempt.alreadyBet) return { key: 'errors.crashAlreadyBet' };
  return null;
}
