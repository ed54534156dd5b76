import { judgeTrace, type TracePoint, type TraceVerdict } from './sliderTrace';
import { MINUTE_MS } from '@skinbox/rules';

/**
 * The slider check (SPEC section 5): the server draws a puzzle with a gap at `targetX` and the
 * player drags the piece there. The judgement is on the server: the piece must land within
 * SLIDER_TOLERANCE_PX of the gap, the challenge must still be fresh, and the drag's trace must
 * look like a person's (sliderTrace.ts).
 */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const SLIDER_PIECE = 44;
export const SLIDER_TOLERANCE_PX = 6;
/** A challenge must be answered within this time of being issued. */
export const SLIDER_CHALLENGE_TTL_MS = 2 * MINUTE_MS;
/** The furthest the piece can be dragged. */
export const SLIDER_MAX_X = SLIDER_WIDTH - SLIDER_PIECE;

export type SliderVerdict = 'passed' | 'position' | 'expired' | Exclude<TraceVerdict, 'human'>;

export interface SliderAttempt {
  targetX: number;
  issuedAt: Date;
  x: number;
  trace: readonly TracePoint[];
  answeredAt: Date;
}

export function judgeSlider(attempt: SliderAttempt): SliderVerdict {
  const age = attempt.answeredAt.getTime() - attempt.issuedAt.getTime();
  if (age > SLIDER_CHALLENGE_TTL_MS) return 'expired';
  const trace = judgeTrace(attempt.trace, {
    dropX: attempt.x,
    maxX: SLIDER_MAX_X,
    challengeAgeMs: age,
  });
  if (trace !== 'human') return trace;
  if (Math.abs(attempt.x - attempt.targetX) > SLIDER_TOLERANCE_PX) return 'position';
  return 'passed';
}

/** A gap position the piece can reach, away from the start so a zero drag never passes. */
export function randomTargetX(random: () => number): number {
  const min = SLIDER_PIECE * 2;
  const max = SLIDER_WIDTH - SLIDER_PIECE - 4;
  return Math.floor(min + random() * (max - min));
}
