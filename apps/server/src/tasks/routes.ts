import { centsToMoney, tasks } from '@skinbox/api';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { claimTask } from './actions';
import { claimedTasks, taskProgress, type TaskProgress } from './queries';
import { TASKS, isCoinGoal } from './rules/catalogue';
import { taskPercent, taskState } from './rules/progress';

const NOTHING_DONE: TaskProgress = {
  boxSpend: 0n,
  battleSpend: 0n,
  recharge: 0n,
  signin: 0n,
  invite: 0n,
};

/** The task centre's calls: the tasks with the player's progress, and claiming a reward. */
export function registerTasks({ app, db, clock }: ModuleDeps) {
  route(app, tasks.list, async (_input, { userId }) => {
    const now = clock.now();
    const periods = { day: clock.period('day', now), week: clock.period('week', now) };
    const standing = async (kind: 'day' | 'week') =>
      userId === null
        ? { progress: NOTHING_DONE, claimed: new Set<string>() }
        : {
            progress: await taskProgress(db, userId, periods[kind]),
            claimed: await claimedTasks(db, userId, periods[kind].key),
          };
    const mine = { day: await standing('day'), week: await standing('week') };
    return {
      serverNow: now.toISOString(),
      day: { key: periods.day.key, resetAt: periods.day.end.toISOString() },
      week: { key: periods.week.key, resetAt: periods.week.end.toISOString() },
      tasks: TASKS.map((rule) => {
        const { progress, claimed } = mine[rule.period];
        const done = progress[rule.kind];
        const shown = (value: bigint) =>
          isCoinGoal(rule.kind) ? centsToMoney(value) : String(value);
        return {
          id: rule.id,
          period: rule.period,
          kind: rule.kind,
          goal: shown(rule.goal),
          done: shown(done),
          percent: taskPercent(done, rule.goal),
          reward: centsToMoney(rule.rewardCents),
          state: taskState(done, rule.goal, claimed.has(rule.id)),
        };
      }),
    };
  });

  route(app, tasks.claim, async ({ taskId }, { userId }) => {
    const claimed = await claimTask(db, clock, { userId, taskId, now: clock.now() });
    return {
      taskId: claimed.taskId,
      periodKey: claimed.periodKey,
      reward: centsToMoney(claimed.rewardCents),
    };
  });
}
