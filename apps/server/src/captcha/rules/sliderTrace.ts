/**
 * Whether a drag trace looks like a person moving the piece (issue 13 #5). The trace is the
 * client's word, so nothing here proves a human; it makes a scripted answer cost what a person's
 * does: real time (the trace may not claim more time than the puzzle has existed), a drag that
 * speeds up and slows down, and a hand that drifts off the line.
 *
 * Keyboard moves are legitimate too (the kit's slider is a WAI-ARIA slider: arrows, Home, End).
 * A keyboard trace is told apart by its form: no vertical drift, and every move a key step of
 * SLIDER_KEY_STEP px or a jump to an end. It cannot wobble or change pace the way a hand does,
 * so it is judged on time instead: no two moves closer than the fastest key auto-repeat a
 * keyboard setting offers, so the piece travels at most SLIDER_KEY_STEP px per
 * SLIDER_KEY_REPEAT_MIN_MS, and a script taking this path waits as long as a person holding
 * the arrow key (about 2.5 s for the average gap).
 */

export interface TracePoint {
  /** ms since the drag began */
  t: number;
  /** the piece's x in px */
  x: number;
  /** the pointer's vertical drift in px (0 for keys) */
  y: number;
}

/** Pixels per arrow key press (packages/ui SLIDER_KEY_STEP). */
export const SLIDER_KEY_STEP = 2;
/** The fastest key auto-repeat of common systems is about 30 per second; a little below it. */
export const SLIDER_KEY_REPEAT_MIN_MS = 25;
/** A drag shorter than this is a script setting the value. */
export const SLIDER_MIN_DRAG_MS = 300;
/** A drag longer than this is a puzzle left open and solved elsewhere. */
export const SLIDER_MAX_DRAG_MS = 15_000;
/** A hand on a slider does not move the piece faster than this (px per ms, 5000 px/s). */
export const SLIDER_MAX_SPEED = 5;
/** A pointer drag is sampled at the screen's rate; fewer samples than this are made up. */
export const SLIDER_MIN_POINTER_SAMPLES = 5;
/**
 * Speed varies along a hand's drag (it starts, speeds up, slows into the gap): below this spread
 * (standard deviation over mean of the speeds between samples) the pace is a machine's.
 */
export const SLIDER_MIN_SPEED_SPREAD = 0.2;

export type TraceVerdict =
  'human' | 'inconsistent' | 'too fast' | 'too slow' | 'too straight' | 'constant speed';

export interface TraceContext {
  /** Where the answer says the piece was dropped. */
  dropX: number;
  /** The furthest the piece can go. */
  maxX: number;
  /** How long the puzzle had existed when the answer arrived (the server's own clock). */
  challengeAgeMs: number;
}

function isKeyboardTrace(trace: readonly TracePoint[], maxX: number) {
  return trace.every((point, i) => {
    if (point.y !== 0) return false;
    const previous = trace[i - 1];
    if (!previous) return true;
    const step = Math.abs(point.x - previous.x);
    return step === 0 || step === SLIDER_KEY_STEP || point.x === 0 || point.x === maxX;
  });
}

function isConsistent(trace: readonly TracePoint[], context: TraceContext) {
  const first = trace[0];
  const last = trace.at(-1);
  if (!first || !last || first.t !== 0 || last.x !== context.dropX) return false;
  if (last.t > context.challengeAgeMs) return false;
  const inRange = trace.every((point) => point.x >= 0 && point.x <= context.maxX);
  const inOrder = trace.every((point, i) => i === 0 || point.t >= (trace[i - 1]?.t ?? 0));
  const moved = trace.some((point) => point.x !== first.x);
  return inRange && inOrder && moved;
}

/** Speeds (px/ms) between samples that are apart in time, for the segments that moved. */
function segmentSpeeds(trace: readonly TracePoint[]) {
  const speeds: number[] = [];
  for (let i = 1; i < trace.length; i += 1) {
    const [a, b] = [trace[i - 1], trace[i]];
    if (!a || !b || b.t === a.t || b.x === a.x) continue;
    speeds.push(Math.abs(b.x - a.x) / (b.t - a.t));
  }
  return speeds;
}

function spread(values: readonly number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

function judgeKeyboard(trace: readonly TracePoint[]): TraceVerdict {
  const moves = trace.filter((point, i) => i > 0 && point.x !== trace[i - 1]?.x);
  const tooQuick = moves.some(
    (move, i) => i > 0 && move.t - (moves[i - 1]?.t ?? 0) < SLIDER_KEY_REPEAT_MIN_MS,
  );
  return tooQuick ? 'too fast' : 'human';
}

function judgePointer(trace: readonly TracePoint[]): TraceVerdict {
  if (trace.length < SLIDER_MIN_POINTER_SAMPLES) return 'inconsistent';
  const speeds = segmentSpeeds(trace);
  if (speeds.some((speed) => speed > SLIDER_MAX_SPEED)) return 'too fast';
  if (trace.every((point) => point.y === trace[0]?.y)) return 'too straight';
  if (speeds.length >= 3 && spread(speeds) < SLIDER_MIN_SPEED_SPREAD) return 'constant speed';
  return 'human';
}

export function judgeTrace(trace: readonly TracePoint[], context: TraceContext): TraceVerdict {
  if (!isConsistent(trace, context)) return 'inconsistent';
  const duration = trace.at(-1)?.t ?? 0;
  if (duration < SLIDER_MIN_DRAG_MS) return 'too fast';
  if (duration > SLIDER_MAX_DRAG_MS) return 'too slow';
  return isKeyboardTrace(trace, context.maxX) ? judgeKeyboard(trace) : judgePointer(trace);
}
