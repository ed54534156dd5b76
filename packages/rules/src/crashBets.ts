import { centsToMoney } from './money';

/**
 * A crash round's phase as either side names it: the server's timeline says betting, running,
 * crashed or over (no open round); a browser says waiting until the first round reaches it.
 */
export type CrashPhaseName = 'waiting' | 'betting' | 'running' | 'crashed' | 'over';

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
  phase: CrashPhaseName;
  /** The player already has a bet in this round. */
  alreadyBet: boolean;
}

/** The catalogue's keys (the contract's errorCatalogue) a crash refusal names. */
export type CrashRefusalKey =
  | 'errors.crashLoginFirst'
  | 'errors.crashSetBet'
  | 'errors.crashStakeTooSmall'
  | 'errors.crashStakeTooLarge'
  | 'errors.crashAutoCashOutTooLow'
  | 'errors.crashBettingClosed'
  | 'errors.crashAlreadyBet'
  | 'errors.crashNotStarted'
  | 'errors.crashNoBet'
  | 'errors.crashAlreadySettled';

export interface Refusal {
  key: CrashRefusalKey;
  params?: Record<string, string | number>;
}

/**
 * The first two checks, which a browser answers before any call (SPEC sections 5 and 8: log in
 * before betting, set a bet amount); the server then checks the rest.
 */
export function stakeRefusal(signedIn: boolean, stakeCents: bigint): Refusal | null {
  if (!signedIn) return { key: 'errors.crashLoginFirst' };
  if (stakeCents <= 0n) return { key: 'errors.crashSetBet' };
  return null;
}

/**
 * Whether a bet may be placed (GAMES.md section 2, SPEC section 5 "Crash"), checked in the order a
 * player fixes them: sign in, set an amount, keep it within the limits, pick a sensible auto
 * cash-out, and bet while the round still takes bets, once.
 */
export function betRefusal(attempt: BetAttempt, limits: BetLimits): Refusal | null {
  const first = stakeRefusal(attempt.signedIn, attempt.stakeCents);
  if (first) return first;
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
