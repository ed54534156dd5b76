import { FREE_CASE_VIP_LEVEL, type FreeCaseState } from '@skinbox/api';

/** Where a player stands with today's free case. */
export function freeCaseState({
  signedIn,
  vipLevel,
  openedToday,
}: {
  signedIn: boolean;
  vipLevel: number;
  openedToday: boolean;
}): FreeCaseState {
  if (!signedIn) return 'signedOut';
  if (vipLevel < FREE_CASE_VIP_LEVEL) return 'locked';
  return openedToday ? 'opened' : 'ready';
}
