import type { CrashRound } from '@skinbox/api';
import { CRASH_GROWTH_PER_MS, crashElapsedMs, crashMultiplierAt } from '@skinbox/fairness';

/**
 * The geometry of the crash curve, pure so it is tested apart from the canvas. The curve is the
 * server's own: the multiplier e^(0.00006 · ms) from the round's start time, drawn from the time
 * alone, never from the ticks. The view window starts at 10 s and 2.00x and grows with the curve
 * so its tip stays near the top right corner.
 */

/** The smallest window: ten seconds by 2.00x. */
export const MIN_WINDOW_MS = 10_000;
export const MIN_WINDOW_MULTIPLIER = 2;
/** Where the tip sits once the curve outgrows the smallest window (share of width and height). */
export const TIP_SHARE = 0.85;
/** Segments of the drawn polyline (a smooth curve at any size). */
export const CURVE_SEGMENTS = 96;

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CurveWindow {
  /** Time at the right edge, ms. */
  maxMs: number;
  /** Multiplier at the top edge (the bottom edge is 1.00x). */
  maxMultiplier: number;
}

/** The exact (unfloored) multiplier `ms` after the start. */
export function curveAt(ms: number): number {
  return Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms));
}

export function windowFor(elapsedMs: number): CurveWindow {
  const multiplier = curveAt(elapsedMs);
  return {
    maxMs: Math.max(MIN_WINDOW_MS, elapsedMs / TIP_SHARE),
    maxMultiplier: Math.max(MIN_WINDOW_MULTIPLIER, 1 + (multiplier - 1) / TIP_SHARE),
  };
}

/** Canvas coordinates of the point `ms` after the start at multiplier `multiplier`. */
export function pointAt(ms: number, multiplier: number, view: CurveWindow, plot: Plot) {
  return {
    x: plot.left + (ms / view.maxMs) * plot.width,
    y: plot.top + plot.height - ((multiplier - 1) / (view.maxMultiplier - 1)) * plot.height,
  };
}

/** The polyline of the curve from the start to `elapsedMs`. */
export function curvePoints(elapsedMs: number, view: CurveWindow, plot: Plot) {
  const points = [];
  for (let i = 0; i <= CURVE_SEGMENTS; i += 1) {
    const ms = (elapsedMs * i) / CURVE_SEGMENTS;
    points.push(pointAt(ms, curveAt(ms), view, plot));
  }
  return points;
}

const MULTIPLIER_STEPS = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
const SECOND_STEPS = [2, 5, 10, 20, 30, 60, 120, 300];

/** The first step that keeps the lines to at most `most` over `span`. */
function stepFor(span: number, steps: readonly number[], most: number) {
  return steps.find((step) => span / step <= most) ?? steps[steps.length - 1] ?? span;
}

/** The multipliers of the horizontal grid lines above 1.00x, at most five, on round steps. */
export function multiplierLines(view: CurveWindow): number[] {
  const step = stepFor(view.maxMultiplier - 1, MULTIPLIER_STEPS, 5);
  const lines = [];
  for (let k = Math.floor(1 / step + 1e-9) + 1; k * step < view.maxMultiplier - 1e-9; k += 1) {
    lines.push(Math.round(k * step * 100) / 100);
  }
  return lines;
}

/** The seconds of the vertical grid lines after the start, at most five. */
export function secondLines(view: CurveWindow): number[] {
  const step = stepFor(view.maxMs / 1000, SECOND_STEPS, 5);
  const lines = [];
  for (let s = step; s * 1000 < view.maxMs; s += step) lines.push(s);
  return lines;
}

/** What one frame shows, from the round and the server's clock alone. */
export type CurveFrame =
  | { kind: 'waiting' }
  | { kind: 'betting'; msLeft: number }
  | { kind: 'running'; elapsedMs: number; multiplier: number }
  | { kind: 'crashed'; elapsedMs: number; multiplier: number };

/**
 * The frame at `serverNow`: before the start time, betting with the time left; then the curve
 * from the start time, its multiplier floored to hundredths as the server computes it; after the
 * crash event, the whole curve up to the crash point.
 */
export function frameAt(
  round: Pick<CrashRound, 'startsAt' | 'crashPoint'> | null,
  serverNow: number,
): CurveFrame {
  if (!round) return { kind: 'waiting' };
  if (round.crashPoint !== null) {
    return {
      kind: 'crashed',
      elapsedMs: crashElapsedMs(round.crashPoint),
      multiplier: round.crashPoint,
    };
  }
  const elapsedMs = serverNow - Date.parse(round.startsAt);
  if (elapsedMs < 0) return { kind: 'betting', msLeft: -elapsedMs };
  return { kind: 'running', elapsedMs, multiplier: crashMultiplierAt(elapsedMs) };
}
