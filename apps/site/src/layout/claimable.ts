import type { FreeCaseState, TaskState, WelfareTierState } from '@skinbox/api';
import type { ScreenId } from '../routing/layoutContext';

/**
 * What the reward screens' own status calls answered, each only when it answered: an unknown
 * status claims nothing.
 */
export interface RewardStatus {
  signin?: { signedToday: boolean };
  turntable?: { spin: unknown };
  welfare?: {
    points: number;
    windowOpen: boolean;
    tiers: readonly { state: WelfareTierState; points: number }[];
  };
  freeCase?: { state: FreeCaseState };
  tasks?: { tasks: readonly { state: TaskState }[] };
}

/** How many things each side menu entry holds that the player can claim now. */
export type ClaimableCounts = Partial<Record<ScreenId, number>>;

/**
 * The side menu's "claimable now" badges: today's sign-in not yet made, the week's spin not yet
 * taken, welfare boxes openable now with the points for them (the grade page, where the free
 * daily case also waits) and task rewards done but not claimed. Entries with nothing are left out.
 */
export function claimableCounts(status: RewardStatus): ClaimableCounts {
  const { signin, turntable, welfare, freeCase, tasks } = status;
  const openableTiers =
    welfare && welfare.windowOpen
      ? welfare.tiers.filter((tier) => tier.state === 'opened' && tier.points <= welfare.points)
          .length
      : 0;
  const counts: ClaimableCounts = {
    signin: signin && !signin.signedToday ? 1 : 0,
    transfor: turntable && turntable.spin === null ? 1 : 0,
    grade: openableTiers + (freeCase?.state === 'ready' ? 1 : 0),
    task: tasks ? tasks.tasks.filter((task) => task.state === 'claimable').length : 0,
  };
  return Object.fromEntries(
    Object.entries(counts).filter(([, count]) => count > 0),
  ) as ClaimableCounts;
}
