/**
 * Daily sign-in: the day changes at midnight in China (UTC+8), where the players are; signing in
 * on the day after the last sign-in continues the streak, any gap restarts it at day 1, and the
 * week of awards repeats (day 8 is day 1 again).
 */
export const SIGNIN_UTC_OFFSET_HOURS = 8;
export const SIGNIN_CYCLE_DAYS = 7;

/** The sign-in calendar date of an instant, as YYYY-MM-DD. */
export function signinDate(at: Date): string {
  return new Date(at.getTime() + SIGNIN_UTC_OFFSET_HOURS * 3600 * 1000).toISOString().slice(0, 10);
}

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
