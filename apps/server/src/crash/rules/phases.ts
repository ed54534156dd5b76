import { crashElapsedMs, crashMultiplierAt } from '@skinbox/fairness';

/**
 * A round's timeline (GAMES.md section 2), pure: betting until `startsAt`, then running until the
 * curve e^(0.00006 · ms) reaches the crash point, then crashed for the pause, then the next round
 * is due. Everything follows from the stored start time and crash point, so any process (and a
 * leader that restarted) answers the same phase for the same instant.
 */
export interface RoundTimeline {
  /** When betting closes and the curve starts, ms since the epoch. */
  startsAt: number;
  /** Hundredths, e.g. 250 = 2.50x. */
  crashPoint: number;
}

export type Phase =
  | { phase: 'betting'; msLeft: number }
  | { phase: 'running'; elapsedMs: number; multiplier: number }
  | { phase: 'crashed'; msLeft: number }
  | { phase: 'over' };

/** When the round crashes: the first millisecond the curve reaches the crash point. */
export function crashesAt(round: RoundTimeline): number {
  return round.startsAt + crashElapsedMs(round.crashPoint);
}

export function phaseAt(round: RoundTimeline, now: number, pauseMs: number): Phase {
  if (now < round.startsAt) return { phase: 'betting', msLeft: round.startsAt - now };
  const crashed = crashesAt(round);
  if (now < crashed) {
    const elapsedMs = now - round.startsAt;
    return { phase: 'running', elapsedMs, multiplier: crashMultiplierAt(elapsedMs) };
  }
  if (now < crashed + pauseMs) return { phase: 'crashed', msLeft: crashed + pauseMs - now };
  return { phase: 'over' };
}
