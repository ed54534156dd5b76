import { describe, expect, it } from 'vitest';
import { humanTrace } from '../../testing/authFlow';
import {
  SLIDER_KEY_REPEAT_MIN_MS,
  SLIDER_KEY_STEP,
  SLIDER_MAX_DRAG_MS,
  SLIDER_MIN_DRAG_MS,
  judgeTrace,
  type TracePoint,
} from './sliderTrace';

const MAX_X = 256;
const judge = (trace: TracePoint[], challengeAgeMs = 60_000) =>
  judgeTrace(trace, { dropX: trace.at(-1)?.x ?? 0, maxX: MAX_X, challengeAgeMs });

/** A script's drag: evenly spaced samples at one speed, `y` as given. */
function linear(x: number, durationMs: number, y = () => 0, samples = 20): TracePoint[] {
  return Array.from({ length: samples + 1 }, (_, i) => ({
    t: Math.round((durationMs * i) / samples),
    x: Math.round((x * i) / samples),
    y: y(),
  }));
}

/** Arrow key presses from 0 to `x`, `everyMs` apart (a held key repeats this way). */
function keys(x: number, everyMs: number, firstPause = 0): TracePoint[] {
  const trace: TracePoint[] = [{ t: 0, x: 0, y: 0 }];
  for (let at = SLIDER_KEY_STEP, t = 0; at <= x; at += SLIDER_KEY_STEP) {
    trace.push({ t, x: at, y: 0 });
    t += at === SLIDER_KEY_STEP ? Math.max(firstPause, everyMs) : everyMs;
  }
  return trace;
}

describe('a pointer drag (issue 13 #5)', () => {
  it('passes when it speeds up, slows down and drifts like a hand', () => {
    expect(judge(humanTrace(180))).toBe('human');
    expect(judge(humanTrace(120, SLIDER_MIN_DRAG_MS))).toBe('human');
  });

  it('fails when it is over quicker than a person can drag', () => {
    expect(judge(humanTrace(180, SLIDER_MIN_DRAG_MS - 1))).toBe('too fast');
  });

  it('fails when the piece jumps faster than a hand moves it', () => {
    const trace = humanTrace(180);
    trace.splice(10, 0, { t: (trace[9]?.t ?? 0) + 1, x: 250, y: 1 });
    expect(judge(trace)).toBe('too fast');
  });

  it('fails when it takes longer than a puzzle may', () => {
    expect(judge(humanTrace(180, SLIDER_MAX_DRAG_MS + 1))).toBe('too slow');
  });

  it('fails a dead straight line', () => {
    const wobbly = humanTrace(180).map((point) => ({ ...point, y: 4 }));
    expect(judge(wobbly)).toBe('too straight');
  });

  it('fails one constant speed, even with drift added', () => {
    let drift = 0;
    expect(judge(linear(180, 900, () => (drift = (drift + 1) % 3)))).toBe('constant speed');
  });

  it('fails a made-up trace of a few samples', () => {
    expect(
      judge([
        { t: 0, x: 0, y: 0 },
        { t: 300, x: 90, y: 2 },
        { t: 700, x: 180, y: 1 },
      ]),
    ).toBe('inconsistent');
  });
});

describe('a trace that contradicts itself or the server (issue 13 #5)', () => {
  it('fails when it claims more time than the puzzle has existed', () => {
    expect(judge(humanTrace(180, 2000), 1999)).toBe('inconsistent');
    expect(judge(humanTrace(180, 2000), 2000)).toBe('human');
  });

  it('fails when it ends elsewhere than the drop, runs backwards in time or leaves the track', () => {
    const trace = humanTrace(180);
    expect(judgeTrace(trace, { dropX: 150, maxX: MAX_X, challengeAgeMs: 60_000 })).toBe(
      'inconsistent',
    );
    const backwards = trace.map((point, i) => (i === 5 ? { ...point, t: 1 } : point));
    expect(judge(backwards)).toBe('inconsistent');
    expect(judge([...trace, { t: 800, x: MAX_X + 10, y: 0 }])).toBe('inconsistent');
    expect(judge(trace.map((point) => ({ ...point, t: point.t + 5 })))).toBe('inconsistent');
  });

  it('fails a trace that never moved', () => {
    expect(
      judge([
        { t: 0, x: 40, y: 0 },
        { t: 900, x: 40, y: 3 },
      ]),
    ).toBe('inconsistent');
  });
});

describe('a keyboard trace (arrows, Home, End)', () => {
  it('passes arrow presses at a held key’s auto-repeat pace, even at one speed in one line', () => {
    expect(judge(keys(160, SLIDER_KEY_REPEAT_MIN_MS + 10))).toBe('human');
  });

  it('passes what the e2e solver does: a press, a pause, then presses 30 ms apart', () => {
    expect(judge(keys(150, 30, 400))).toBe('human');
  });

  it('passes End and a few steps back taken slowly', () => {
    expect(
      judge([
        { t: 0, x: 0, y: 0 },
        { t: 0, x: MAX_X, y: 0 },
        { t: 200, x: MAX_X - 2, y: 0 },
        { t: 400, x: MAX_X - 4, y: 0 },
      ]),
    ).toBe('human');
  });

  it('fails key steps faster than any keyboard repeats', () => {
    expect(judge(keys(160, SLIDER_KEY_REPEAT_MIN_MS - 5, 400))).toBe('too fast');
  });

  it('fails a keyboard trace over quicker than a drag may be', () => {
    expect(judge(keys(20, 30))).toBe('too fast');
  });

  it('judges a trace with odd steps as a pointer drag', () => {
    const steps = keys(160, 40).map((point, i) =>
      i === 10 ? { ...point, x: point.x + 1 } : point,
    );
    expect(judge(steps)).toBe('too straight');
  });
});
