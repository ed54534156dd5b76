import type { TaskKind, TaskPeriod } from '@skinbox/api';

/**
 * The task centre's tasks (GAMES.md section 6). Coin goals and rewards are in cents; sign-in
 * goals count days, invite goals count invited players who recharged at least
 * INVITEE_RECHARGE_CENTS in the period.
 *
 * Rewards for turnover (box and battle spending) stay small beside their goals: 0.2 % of a daily
 * goal, and a week's daily rewards with the weekly one 0.24 % of the weekly goal
 * (taskTurnoverShare), inside what the box loop leaves (economy/rules/promotions.ts). Recharge
 * and invite rewards take money from outside; sign-in rewards are a gift a day, like the sign-in
 * calendar's.
 */
export interface TaskRule {
  id: string;
  period: TaskPeriod;
  kind: TaskKind;
  goal: bigint;
  rewardCents: bigint;
}

/** An invited player counts for the invite task once they recharged this much in the period. */
export const INVITEE_RECHARGE_CENTS = 10_000n;

const task = (period: TaskPeriod, kind: TaskKind, goal: bigint, rewardCents: bigint) => ({
  id: `${period}.${kind}`,
  period,
  kind,
  goal,
  rewardCents,
});

export const TASKS: readonly TaskRule[] = [
  task('day', 'signin', 1n, 10n),
  task('day', 'boxSpend', 10_000n, 20n),
  task('day', 'battleSpend', 5_000n, 10n),
  task('day', 'recharge', 10_000n, 100n),
  task('week', 'signin', 5n, 50n),
  task('week', 'boxSpend', 100_000n, 100n),
  task('week', 'battleSpend', 50_000n, 50n),
  task('week', 'recharge', 100_000n, 500n),
  task('week', 'invite', 1n, 200n),
];

export function taskById(id: string): TaskRule | undefined {
  return TASKS.find((t) => t.id === id);
}

/** Coin goals are money; the others count days or players. */
export function isCoinGoal(kind: TaskKind): boolean {
  return kind === 'boxSpend' || kind === 'battleSpend' || kind === 'recharge';
}

/** Days in the longest period: a week holds seven daily rewards. */
const DAYS_IN_WEEK = 7n;

/**
 * The most a coin of one kind of turnover can earn in task rewards: a daily reward for reaching
 * the daily goal, or a week of daily rewards with the weekly reward for reaching both the weekly
 * goal and seven daily goals, per coin of the least turnover that earns them.
 */
export function taskTurnoverShare(tasks: readonly TaskRule[], kind: TaskKind): number {
  const daily = tasks.find((t) => t.period === 'day' && t.kind === kind);
  const weekly = tasks.find((t) => t.period === 'week' && t.kind === kind);
  const shares: number[] = [];
  if (daily) shares.push(Number(daily.rewardCents) / Number(daily.goal));
  if (weekly) {
    const days = daily ? DAYS_IN_WEEK : 0n;
    const least =
      weekly.goal > days * (daily?.goal ?? 0n) ? weekly.goal : days * (daily?.goal ?? 0n);
    shares.push(Number(weekly.rewardCents + days * (daily?.rewardCents ?? 0n)) / Number(least));
  }
  return Math.max(0, ...shares);
}
