import { describe, expect, it } from 'vitest';
import { crashesAt, phaseAt } from './phases';

const PAUSE_MS = 3000;
// 2.00x is reached 11,553 ms after the start (packages/fairness vectors).
const round = { startsAt: 10_000, crashPoint: 200 };

describe('a round as a function of time', () => {
  it('takes bets until it starts, counting down', () => {
    expect(phaseAt(round, 4_000, PAUSE_MS)).toEqual({ phase: 'betting', msLeft: 6_000 });
    expect(phaseAt(round, 9_999, PAUSE_MS)).toEqual({ phase: 'betting', msLeft: 1 });
  });

  it('runs from the start until the curve reaches the crash point', () => {
    expect(phaseAt(round, 10_000, PAUSE_MS)).toEqual({
      phase: 'running',
      elapsedMs: 0,
      multiplier: 100,
    });
    expect(phaseAt(round, 21_552, PAUSE_MS)).toEqual({
      phase: 'running',
      elapsedMs: 11_552,
      multiplier: 199,
    });
    expect(crashesAt(round)).toBe(21_553);
  });

  it('stays crashed for the pause, then the next round is due', () => {
    expect(phaseAt(round, 21_553, PAUSE_MS)).toEqual({ phase: 'crashed', msLeft: 3_000 });
    expect(phaseAt(round, 24_552, PAUSE_MS)).toEqual({ phase: 'crashed', msLeft: 1 });
    expect(phaseAt(round, 24_553, PAUSE_MS)).toEqual({ phase: 'over' });
  });

  it('crashes at once at 1.00x: no running phase at all', () => {
    const instant = { startsAt: 10_000, crashPoint: 100 };
    expect(phaseAt(instant, 10_000, PAUSE_MS)).toEqual({ phase: 'crashed', msLeft: 3_000 });
  });
});
