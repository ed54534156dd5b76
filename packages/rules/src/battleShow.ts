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
 * (from 1) spins for roundMs: its drops are revealed just before its spin begins
 * (ROUND_REVEAL_LEAD_MS), so every reel can land on them, and stand at its end. The battle settles
 * when the last round's reels stand. The server runs it on its own lengths; a browser on the
 * lengths the room's detail names.
 */
export function roundStartsAt(startedAt: Date, round: number, clock = BATTLE_SHOW_CLOCK): Date {
  return new Date(startedAt.getTime() + clock.countdownMs + (round - 1) * clock.roundMs);
}

/**
 * How long before its spin a round's drops leave the server. Every roll was fixed when the last
 * seat filled, so nobody can act on a round known half a second early; what the lead buys is that
 * the drops are on every viewer's screen when the spin begins, even when 200 rooms' rounds fall due
 * in the same second and the job runner is that far behind. The site starts each reel on the clock
 * (the round's start), never on the event's arrival.
 */
export const ROUND_REVEAL_LEAD_MS = 500;

/** When round `round`'s drops are revealed: ROUND_REVEAL_LEAD_MS before its spin. */
export function roundRevealedAt(startedAt: Date, round: number): Date {
  return new Date(roundStartsAt(startedAt, round).getTime() - ROUND_REVEAL_LEAD_MS);
}

/** The rounds whose drops are revealed at `now`: those whose spin begins within the lead. */
export function revealedRoundsAt(startedAt: Date, rounds: number, now: Date): number {
  return showAt(startedAt, rounds, new Date(now.getTime() + ROUND_REVEAL_LEAD_MS)).revealedRounds;
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
