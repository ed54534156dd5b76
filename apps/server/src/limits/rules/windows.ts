import type { LimitKey, LimitValues } from '../../db/schema';
import { DAY_MS, WEEK_MS } from '@skinbox/rules';

/**
 * The windows of the limits: rolling, so a limit holds over any 24 hours, 7 days or 30 days and
 * a player cannot spend a day's limit at 23:59 and again at 00:01.
 */
export const WINDOW_MS = {
  Day: DAY_MS,
  Week: WEEK_MS,
  Month: 30 * DAY_MS,
} as const;
export type Window = keyof typeof WINDOW_MS;
export const WINDOWS = Object.keys(WINDOW_MS) as Window[];

export type Measure = 'deposit' | 'loss';

export function limitKey(measure: Measure, window: Window): LimitKey {
  return `${measure}${window}`;
}

/** What a window has used, in cents, by window. */
export type Usage = Record<Window, bigint>;

/**
 * The first window whose limit `cents` more would pass (a limit is a ceiling the usage may reach,
 * never exceed), with what is left of it; null when every limit of the measure allows it.
 */
export function breachedWindow(
  limits: LimitValues,
  measure: Measure,
  usage: Usage,
  cents: bigint,
): { window: Window; limitCents: bigint; remainingCents: bigint } | null {
  for (const window of WINDOWS) {
    const limit = limits[limitKey(measure, window)];
    if (limit === undefined) continue;
    const limitCents = BigInt(limit);
    if (usage[window] + cents > limitCents) {
      const left = limitCents - usage[window];
      return { window, limitCents, remainingCents: left > 0n ? left : 0n };
    }
  }
  return null;
}
