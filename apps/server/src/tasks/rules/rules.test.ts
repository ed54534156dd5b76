import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteClock } from '../../runtime/siteClock';
import { TASKS, isCoinGoal, taskById, taskTurnoverShare } from './catalogue';
import { taskPercent, taskState } from './progress';

describe('task progress', () => {
  it('counts percent down to the goal and caps it at 100', () => {
    expect(taskPercent(0n, 10_000n)).toBe(0);
    expect(taskPercent(9_999n, 10_000n)).toBe(99);
    expect(taskPercent(10_000n, 10_000n)).toBe(100);
    expect(taskPercent(35_000n, 10_000n)).toBe(100);
  });

  it('is claimable at the goal and claimed once taken', () => {
    expect(taskState(4n, 5n, false)).toBe('inProgress');
    expect(taskState(5n, 5n, false)).toBe('claimable');
    expect(taskState(5n, 5n, true)).toBe('claimed');
  });
});

describe('the task catalogue', () => {
  it('has daily and weekly tasks for box and battle spending, recharge, sign-in and invites', () => {
    expect(TASKS.map((t) => t.id)).toEqual([
      'day.signin',
      'day.boxSpend',
      'day.battleSpend',
      'day.recharge',
      'week.signin',
      'week.boxSpend',
      'week.battleSpend',
      'week.recharge',
      'week.invite',
    ]);
    expect(taskById('week.invite')?.goal).toBe(1n);
    expect(taskById('month.signin')).toBeUndefined();
    expect(isCoinGoal('recharge')).toBe(true);
    expect(isCoinGoal('signin')).toBe(false);
  });

  it('measures the turnover share of a weekly task with its seven daily ones', () => {
    const rules = [
      {
        id: 'day.boxSpend',
        period: 'day' as const,
        kind: 'boxSpend' as const,
        goal: 100n,
        rewardCents: 1n,
      },
      {
        id: 'week.boxSpend',
        period: 'week' as const,
        kind: 'boxSpend' as const,
        goal: 500n,
        rewardCents: 3n,
      },
    ];
    // Seven daily goals (700) exceed the weekly one: (3 + 7) / 700.
    expect(taskTurnoverShare(rules, 'boxSpend')).toBeCloseTo(10 / 700, 12);
    expect(taskTurnoverShare(rules, 'invite')).toBe(0);
  });
});

describe('task periods on a moved clock', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  const clock = siteClock('Asia/Shanghai');

  it('starts the daily tasks again at 00:00 and the weekly ones at Monday 00:00 site time', () => {
    vi.setSystemTime(new Date('2026-11-29T15:59:59Z'));
    expect(clock.period('day').key).toBe('2026-11-29');
    expect(clock.period('week').key).toBe('2026-W48');
    vi.advanceTimersByTime(1_000);
    expect(clock.period('day').key).toBe('2026-11-30');
    expect(clock.period('week').key).toBe('2026-W49');
  });
});
