import type { TaskState } from '@skinbox/api';

/** How far a task is, 0 to 100, rounded down so 100 means done. */
export function taskPercent(done: bigint, goal: bigint): number {
  if (goal <= 0n) return 100;
  const percent = (done * 100n) / goal;
  return Number(percent > 100n ? 100n : percent);
}

export function taskState(done: bigint, goal: bigint, claimed: boolean): TaskState {
  if (claimed) return 'claimed';
  return done >= goal ? 'claimable' : 'inProgress';
}
