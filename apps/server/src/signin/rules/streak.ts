/**
 * Daily sign-in: the day is the site clock's (runtime/siteClock.ts: midnight in the site's zone,
 * Asia/Shanghai by default); signing in on the day after the last sign-in continues the streak, any
 * gap restarts it at day 1, and the week of awards repeats (day 8 is day 1 again). Days here are
 * calendar dates (YYYY-MM-DD), so their arithmetic needs no zone.
 */
export const SIGNIN_CYCLE_DAYS = 7;

function previousDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The streak after signing in on `today`, given the last sign-in (date and streak) or none. */
export function nextStreak(today: string, last: { date: string; streak: number } | null): number {
  return last && last.date === previousDate(today) ? last.streak + 1 : 1;
}

/** The day of the award week a streak lands on, 1 to 7. */
export function cycleDay(streak: number): number {
  return ((streak - 1) % SIGNIN_CYCLE_DAYS) + 1;
}

/** The streak still alive on `today` (signed today or yesterday), else 0. */
export function liveStreak(today: string, last: { date: string; streak: number } | null): number {
  if (!last) return 0;
  return last.date === today || last.date === previousDate(today) ? last.streak : 0;
}
