import { dashboard, type DashboardWindow } from '@skinbox/api/admin';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import type { SiteClock } from '../runtime/siteClock';
import { DAY_MS } from '@skinbox/rules';

/** Up to two days the series is hourly, beyond daily. */
const HOURLY_UP_TO_MS = 2 * DAY_MS;

export interface ResolvedWindow {
  from: Date;
  to: Date;
  bucket: 'hour' | 'day';
  platformId: number | null;
}

/**
 * The instants a dashboard window covers, [from, to), on the site clock: today, or the last 7 or
 * 30 site days with today (whole days, so a figure does not move as the hour turns), or a custom
 * span of at most DASHBOARD_MAX_DAYS.
 */
export function resolveWindow(
  window: z.output<typeof dashboard.dashboardWindow> | DashboardWindow,
  clock: SiteClock,
  now: Date,
): ResolvedWindow {
  const today = clock.period('day', now);
  const platformId = window.platformId ?? null;
  const lastDays = (days: number): ResolvedWindow => ({
    from: clock.period('day', new Date(today.start.getTime() - (days - 1) * DAY_MS + DAY_MS / 2))
      .start,
    to: today.end,
    bucket: 'day',
    platformId,
  });
  switch (window.range) {
    case 'today':
      return { from: today.start, to: today.end, bucket: 'hour', platformId };
    case 'days7':
      return lastDays(7);
    case 'days30':
      return lastDays(30);
    case 'custom': {
      const from = new Date(window.from ?? '');
      const to = new Date(window.to ?? '');
      const span = to.getTime() - from.getTime();
      if (!(span > 0) || span > dashboard.DASHBOARD_MAX_DAYS * DAY_MS) {
        throw new AppError(400, 'errors.dashboardWindow');
      }
      return { from, to, bucket: span <= HOURLY_UP_TO_MS ? 'hour' : 'day', platformId };
    }
  }
}
