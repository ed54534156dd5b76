import { describe, expect, it } from 'vitest';
import { cycleDay, liveStreak, nextStreak } from './streak';

describe('daily sign-in', () => {
  it('continues the streak on the next day, across a month end', () => {
    expect(nextStreak('2026-03-01', { date: '2026-02-28', streak: 4 })).toBe(5);
  });

  it('restarts after a gap', () => {
    expect(nextStreak('2026-03-03', { date: '2026-03-01', streak: 4 })).toBe(1);
    expect(nextStreak('2026-03-03', null)).toBe(1);
  });

  it('repeats the award week', () => {
    expect([1, 7, 8, 14, 15].map(cycleDay)).toEqual([1, 7, 1, 7, 1]);
  });

  it('keeps a streak alive until a day is missed', () => {
    const last = { date: '2026-03-01', streak: 3 };
    expect(liveStreak('2026-03-02', last)).toBe(3);
    expect(liveStreak('2026-03-03', last)).toBe(0);
  });
});
