import { BATTLE_ROUND_MS, BATTLE_START_COUNTDOWN_MS } from './battleLimits';

/** The show's two lengths: the countdown after the last seat fills, and one round's spin. */
export interface ShowClock {
  countdownMs: number;
  roundMs: number;
}

export const BATTLE_SHOW_CLOCK: ShowClock = {
  countdownMs: BATTLE_START_COUNTDOWN_MS,
  roundMs: BATTLE_ROUND_MS,
};

/**
 * The show's fixed clock (GAMES.md section 1): every roll is fixed when the last seat fills, and
 * every viewer derives the same picture from the start time alone. After the countdown, round r
 * (from 1) spins for roundMs: its drops are revealed as its spin begins, so every reel can land on
 * them, and stand at its end. The battle settles when the last round's reels stand. The server
 * runs it on its own lengths; a browser on the lengths the room's detail names.
 */
export function roundStartsAt(startedAt: Date, round: number, clock = BATTLE_SHOW_CLOCK): Date {
  return new Date(startedAt.getTime() + clock.countdownMs + (round - 1) * clock.roundMs);
}

/** When the last round's reels stand: the settlement's due time. */
export function settlesAt(startedAt: Date, rounds: number, clock = BATTLE_SHOW_CLOCK): Date {
  return roundStartsAt(startedAt, rounds + 1, clock);
}

export type ShowPhase =
  | { phase: 'countdown'; msLeft: number; revealedRounds: 0; landedRounds: 0 }
  | {
      phase: 'rolling';
      round: number;
      msIntoRound: number;
      revealedRounds: number;
      landedRounds: number;
    }
  | { phase: 'over'; revealedRounds: number; landedRounds: number };

/**
 * What a viewer sees at `now`: the rounds revealed (the one spinning included) and the rounds
 * landed (their reels stand, their values count). A late viewer sees the rounds already played.
 */
export function showAt(
  startedAt: Date,
  rounds: number,
  now: Date,
  clock = BATTLE_SHOW_CLOCK,
): ShowPhase {
  const elapsed = now.getTime() - startedAt.getTime();
  if (elapsed < clock.countdownMs) {
    return {
      phase: 'countdown',
      msLeft: clock.countdownMs - elapsed,
      revealedRounds: 0,
      landedRounds: 0,
    };
  }
  const intoRounds = elapsed - clock.countdownMs;
  const landedRounds = Math.min(rounds, Math.floor(intoRounds / clock.roundMs));
  if (landedRounds >= rounds)
    return { phase: 'over', revealedRounds: rounds, landedRounds: rounds };
  return {
    phase: 'rolling',
    round: landedRounds + 1,
    msIntoRound: intoRounds - landedRounds * clock.roundMs,
    revealedRounds: landedRounds + 1,
    landedRounds,
  };
}
