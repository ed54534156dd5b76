import { siteClock } from '../runtime/siteClock';

/** The site clock of a test server (its default zone). */
export const testClock = siteClock();

/** The next instant at `hour`:`minute` site time after now (so a faked clock never runs back). */
export function nextSiteTime(hour: number, minute = 0, from = new Date()): Date {
  const day = testClock.period('day', from);
  const candidate = new Date(day.start.getTime() + (hour * 60 + minute) * 60_000);
  return candidate.getTime() > from.getTime()
    ? candidate
    : new Date(testClock.period('day', day.end).start.getTime() + (hour * 60 + minute) * 60_000);
}
