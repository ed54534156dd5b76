import type { DashboardWindow } from '@skinbox/api/admin';

export type DashboardRange = DashboardWindow['range'];

/**
 * The dashboard's request for a range: a custom one from two dates of the date inputs
 * (yyyy-mm-dd, the operator's day), `to` inclusive, so the window ends at the next midnight.
 * Null when a custom date is missing or unreadable.
 */
export function windowOf(
  range: DashboardRange,
  custom: { from: string; to: string },
  platformId: number | null,
): DashboardWindow | null {
  const platform = platformId === null ? {} : { platformId };
  if (range !== 'custom') return { range, ...platform };
  const from = new Date(`${custom.from}T00:00:00`);
  const to = new Date(`${custom.to}T00:00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  to.setDate(to.getDate() + 1);
  return { range, from: from.toISOString(), to: to.toISOString(), ...platform };
}
