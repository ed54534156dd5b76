import { describe, expect, it } from 'vitest';
import {
  CURVE_SEGMENTS,
  curveAt,
  curvePoints,
  frameAt,
  MIN_WINDOW_MS,
  multiplierLines,
  pointAt,
  secondLines,
  TIP_SHARE,
  windowFor,
} from './curve';

const plot = { left: 40, top: 10, width: 600, height: 300 };
const STARTS_AT = Date.parse('2026-11-24T12:00:06.000Z');

describe('the crash curve', () => {
  it('follows e^(0.00006 · ms) from the start: 2x at about 11.55 s', () => {
    expect(curveAt(0)).toBe(1);
    expect(curveAt(-500)).toBe(1);
    expect(curveAt(11_552)).toBeCloseTo(2, 3);
  });

  it('starts in a 10 s by 2x window and grows it so the tip stays at 85 %', () => {
    expect(windowFor(0)).toEqual({ maxMs: MIN_WINDOW_MS, maxMultiplier: 2 });
    const later = windowFor(30_000);
    expect(later.maxMs).toBeCloseTo(30_000 / TIP_SHARE, 6);
    const tip = pointAt(30_000, curveAt(30_000), later, plot);
    expect(tip.x).toBeCloseTo(plot.left + plot.width * TIP_SHARE, 6);
    expect(tip.y).toBeCloseTo(plot.top + plot.height * (1 - TIP_SHARE), 6);
  });

  it('draws from the bottom left corner (1.00x at the start) to the tip', () => {
    const view = windowFor(5000);
    const points = curvePoints(5000, view, plot);
    expect(points).toHaveLength(CURVE_SEGMENTS + 1);
    expect(points[0]).toEqual({ x: plot.left, y: plot.top + plot.height });
    expect(points.at(-1)).toEqual(pointAt(5000, curveAt(5000), view, plot));
    // Rising all the way: every point is right of and above the one before.
    for (let i = 1; i < points.length; i += 1) {
      expect(points[i]?.x).toBeGreaterThan(points[i - 1]?.x ?? 0);
      expect(points[i]?.y).toBeLessThan(points[i - 1]?.y ?? 0);
    }
  });

  it('labels a few grid lines that fit the window', () => {
    expect(multiplierLines(windowFor(0))).toEqual([1.2, 1.4, 1.6, 1.8]);
    expect(secondLines(windowFor(0))).toEqual([2, 4, 6, 8]);
    // 60 s: 36.59x, a window to 42.9x, lines every 10x.
    const long = windowFor(60_000);
    expect(multiplierLines(long)).toEqual([10, 20, 30, 40]);
    // 20 s: 3.32x, a window to 3.73x, lines every 1x.
    expect(multiplierLines(windowFor(20_000))).toEqual([2, 3]);
    expect(secondLines(long)).toEqual([20, 40, 60]);
  });
});

describe('one frame of the round', () => {
  const round = { startsAt: new Date(STARTS_AT).toISOString(), crashPoint: null };

  it('counts down while bets are taken, then runs from the start time', () => {
    expect(frameAt(null, STARTS_AT)).toEqual({ kind: 'waiting' });
    expect(frameAt(round, STARTS_AT - 2500)).toEqual({ kind: 'betting', msLeft: 2500 });
    // 5 s in: e^0.3 = 1.3498…, floored to 1.34x as the server pays it.
    expect(frameAt(round, STARTS_AT + 5000)).toEqual({
      kind: 'running',
      elapsedMs: 5000,
      multiplier: 134,
    });
  });

  it('shows the whole curve up to the crash point once crashed, whatever the clock says', () => {
    expect(frameAt({ ...round, crashPoint: 270 }, STARTS_AT + 999_999)).toEqual({
      kind: 'crashed',
      elapsedMs: 16_555,
      multiplier: 270,
    });
  });
});
