/**
 * The slider check (SPEC section 5): the server draws a puzzle with a gap at `targetX` and the
 * player drags the piece there. The judgement is on the server: the piece must land within
 * SLIDER_TOLERANCE_PX of the gap, and the drag must take a human time, neither instant (a script
 * setting the value) nor endless (a challenge left open and solved elsewhere).
 */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const SLIDER_PIECE = 44;
export const SLIDER_TOLERANCE_PX = 6;
export const SLIDER_MIN_DRAG_MS = 300;
export const SLIDER_MAX_DRAG_MS = 15_000;
/** A challenge must be answered within this time of being issued. */
export const SLIDER_CHALLENGE_TTL_MS = 2 * 60 * 1000;

export type SliderVerdict = 'passed' | 'position' | 'timing' | 'expired';

export interface SliderAttempt {
  targetX: number;
  issuedAt: Date;
  x: number;
  dragMs: number;
  answeredAt: Date;
}

export function judgeSlider(attempt: SliderAttempt): SliderVerdict {
  if (attempt.answeredAt.getTime() - attempt.issuedAt.getTime() > SLIDER_CHALLENGE_TTL_MS) {
    return 'expired';
  }
  if (attempt.dragMs < SLIDER_MIN_DRAG_MS || attempt.dragMs > SLIDER_MAX_DRAG_MS) return 'timing';
  if (Math.abs(attempt.x - attempt.targetX) > SLIDER_TOLERANCE_PX) return 'position';
  return 'passed';
}

/** A gap position the piece can reach, away from the start so a zero drag never passes. */
export function randomTargetX(random: () => number): number {
  const min = SLIDER_PIECE * 2;
  const max = SLIDER_WIDTH - SLIDER_PIECE - 4;
  return Math.floor(min + random() * (max - min));
}
