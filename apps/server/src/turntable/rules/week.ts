import type { SiteClock } from '../../runtime/siteClock';

/**
 * SPEC section 9 "Turntable: one play per week; reset Sunday 23:59:59": a spin belongs to the site
 * week (Monday 00:00 to Sunday 23:59:59, ISO weeks on the site clock), and the week's spin is
 * available again from the next Monday 00:00.
 */
export function spinWeek(clock: SiteClock, now: Date) {
  const week = clock.period('week', now);
  return {
    key: week.key,
    /** Sunday 23:59:59, the week's last second. */
    resetAt: new Date(week.end.getTime() - 1000),
    /** Until the next week begins. */
    remainingMs: Math.max(0, week.end.getTime() - now.getTime()),
  };
}
