import type { SiteClock } from '../../runtime/siteClock';
import { MINUTE_MS } from '@skinbox/rules';

/**
 * When a welfare box opens (SPEC section 9 "opening window 00:05 to 23:59; one open a day"): from
 * 00:05:00 to the day's end, site time. From 00:00 to 00:05 every tier is refreshing, which gives
 * the 00:00 job time to drop the points before anyone opens on the new day.
 */
export const OPENING_MINUTE = 5;

export function isOpeningWindow(clock: SiteClock, now: Date): boolean {
  const { hour, minute } = clock.timeOfDay(now);
  return hour > 0 || minute >= OPENING_MINUTE;
}

/** The next instant a tier opened today, or refreshing now, can be opened: the next 00:05. */
export function nextOpeningAt(clock: SiteClock, now: Date): Date {
  const today = clock.period('day', now);
  const todayOpens = new Date(today.start.getTime() + OPENING_MINUTE * MINUTE_MS);
  if (now.getTime() < todayOpens.getTime()) return todayOpens;
  const tomorrow = clock.period('day', today.end);
  return new Date(tomorrow.start.getTime() + OPENING_MINUTE * MINUTE_MS);
}

export type TierState = 'locked' | 'opened' | 'refreshing';

/**
 * SPEC section 4: locked while the player's VIP level is below the tier's; refreshing once opened
 * today, and for everyone from 00:00 to 00:05; opened (it can be opened) otherwise.
 */
export function tierState({
  vipLevel,
  tierVipLevel,
  openedToday,
  windowOpen,
}: {
  vipLevel: number;
  tierVipLevel: number;
  openedToday: boolean;
  windowOpen: boolean;
}): TierState {
  if (vipLevel < tierVipLevel) return 'locked';
  if (openedToday || !windowOpen) return 'refreshing';
  return 'opened';
}
