/**
 * GAMES.md section 0 "Site clock": the one place that knows the site's time zone (SITE_TIME_ZONE,
 * default Asia/Shanghai, where the players are) and answers which hour, day, week, month or year an
 * instant belongs to, with the period's bounds. Sign-in days, daily and weekly resets, timed boxes,
 * rankings and red packets all ask it, so they agree on when a day ends. Zone arithmetic (offsets, daylight saving
 * in zones that have it) is @date-fns/tz's; weeks start on Monday (ISO 8601).
 *
 * It is also the one source of the current time for feature code. A route reads `clock.now()`
 * once per request and hands `now: Date` to the actions and queries it calls; a job hands its
 * JobContext.now; actions, queries and rules take `now` as a parameter and never read the wall
 * clock, and a rule that SQL decides compares with that `now` as a parameter, not SQL `now()`.
 * So a rule follows the clock a test gives the server (testing/testServer.ts).
 * Database time stays where it only records: column defaults (`created_at default now()`),
 * closedAt/finishedAt-style stamps written with SQL `now()`, and the jobs table's bookkeeping.
 * Left on their own clocks, on purpose:
 * - elapsed-time measures: rate limiters, socket frame and auth budgets, the drop cache's
 *   `this.now`, drain and backup timings, the hubs' replay and presence stamps (the session cache
 *   reads the site clock: a session's expiry is a rule);
 * - the job runner's pass (runtime/jobs.ts), which makes JobContext.now from the wall clock;
 * - protocol wall-clock: payment signature timestamps, the fake provider's notices, the SMS outbox;
 * - the ops verbs, entry points of their own, which read the wall clock as their `now`;
 * - the site figures (metrics/siteFigures.ts): the crash phase and the job queue's lag, measured
 *   against the machine's present and the database's;
 * - the play-limits trigger (limits/sql/enforce_play_limits.sql), the database's backstop behind
 *   the TypeScript checks, which has no parameter to take and compares with SQL `now()`.
 */
import { TZDate } from '@date-fns/tz';
// One module per function: date-fns' index loads all 250 of them, 30 MB of a server's idle memory.
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { addYears } from 'date-fns/addYears';
import { format } from 'date-fns/format';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfHour } from 'date-fns/startOfHour';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfYear } from 'date-fns/startOfYear';

export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

export type PeriodKind = 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Period {
  kind: PeriodKind;
  /**
   * Names the period in the site's zone, usable in job keys: '2026-11-24T13' (hour), '2026-11-24'
   * (day), '2026-W48' (ISO week), '2026-11' (month), '2026' (year).
   */
  key: string;
  /** The first instant of the period. */
  start: Date;
  /** The first instant of the next period. */
  end: Date;
}

export interface SiteClock {
  readonly zone: string;
  /** The site's current instant: the one source of "now" for feature code. */
  now(): Date;
  /** The hour, day, week, month or year holding `at` (now unless given). */
  period(kind: PeriodKind, at?: Date): Period;
  /** The site's calendar date of `at`, YYYY-MM-DD. */
  day(at?: Date): string;
  /** The wall-clock time of `at` in the site's zone. */
  timeOfDay(at?: Date): { hour: number; minute: number; second: number };
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function periodOf(kind: PeriodKind, local: TZDate): Omit<Period, 'kind'> {
  switch (kind) {
    case 'hour': {
      const start = startOfHour(local);
      return { key: format(start, "yyyy-MM-dd'T'HH"), start, end: addHours(start, 1) };
    }
    case 'day': {
      const start = startOfDay(local);
      return { key: format(start, 'yyyy-MM-dd'), start, end: addDays(start, 1) };
    }
    case 'week': {
      const start = startOfISOWeek(local);
      const week = String(getISOWeek(local)).padStart(2, '0');
      return { key: `${getISOWeekYear(local)}-W${week}`, start, end: addWeeks(start, 1) };
    }
    case 'month': {
      const start = startOfMonth(local);
      return { key: format(start, 'yyyy-MM'), start, end: addMonths(start, 1) };
    }
    case 'year': {
      const start = startOfYear(local);
      return { key: format(start, 'yyyy'), start, end: addYears(start, 1) };
    }
  }
}

/**
 * `readTime` is the wall clock unless a test sets one (testing/testServer.ts's `now`), so a rule
 * decided in a route follows the test's time.
 */
export function siteClock(
  zone: string = DEFAULT_SITE_TIME_ZONE,
  readTime: () => Date = () => new Date(),
): SiteClock {
  if (!isTimeZone(zone)) throw new Error(`unknown time zone ${zone}`);
  const local = (at: Date) => new TZDate(at.getTime(), zone);
  return {
    zone,
    now: readTime,
    period(kind, at = readTime()) {
      const { key, start, end } = periodOf(kind, local(at));
      // Plain Dates leave this module: callers compare and store instants, not zoned values.
      return { kind, key, start: new Date(start.getTime()), end: new Date(end.getTime()) };
    },
    day(at = readTime()) {
      return format(local(at), 'yyyy-MM-dd');
    },
    timeOfDay(at = readTime()) {
      const l = local(at);
      return { hour: l.getHours(), minute: l.getMinutes(), second: l.getSeconds() };
    },
  };
}
