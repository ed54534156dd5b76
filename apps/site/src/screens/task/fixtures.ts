import type { Task } from '@skinbox/api';
import type { TaskListing } from './useTaskScreen';

export const SERVER_NOW = '2026-11-20T04:00:00.000Z';

const task = (
  id: string,
  period: Task['period'],
  kind: Task['kind'],
  goal: string,
  done: string,
  reward: string,
  state: Task['state'],
): Task => ({
  id,
  period,
  kind,
  goal,
  done,
  percent: Math.min(100, Math.floor((Number(done) * 100) / Number(goal))),
  reward,
  state,
});

/** A player on Friday 2026-11-20 who signed in today and spent 60 coins on boxes. */
export function taskListing(): TaskListing {
  return {
    serverNow: SERVER_NOW,
    day: { key: '2026-11-20', resetAt: '2026-11-20T16:00:00.000Z' },
    week: { key: '2026-W47', resetAt: '2026-11-22T16:00:00.000Z' },
    tasks: [
      task('day-box-100', 'day', 'boxSpend', '100', '60', '1.00', 'inProgress'),
      task('day-signin', 'day', 'signin', '1', '1', '0.50', 'claimable'),
      task('day-recharge-50', 'day', 'recharge', '50', '50', '0.80', 'claimed'),
      task('week-battle-500', 'week', 'battleSpend', '500', '0', '5.00', 'inProgress'),
      task('week-invite-1', 'week', 'invite', '1', '0', '8.00', 'inProgress'),
      task('week-signin-5', 'week', 'signin', '5', '3', '3.00', 'inProgress'),
    ],
  };
}
