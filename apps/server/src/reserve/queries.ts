import type { Locale, ReserveEvent } from '@skinbox/api';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reserveEvents, reserveSignups } from '../db/schema';
import { DAY_MS } from '@skinbox/rules';
import { rowCount } from '../platform/paging';

/** How long an opened event stays on the reserve page (its link to the box or activity). */
export const SHOWN_AFTER_OPENING_MS = 7 * DAY_MS;

type EventRow = typeof reserveEvents.$inferSelect;

export function presentEvent(
  row: EventRow,
  locale: Locale,
  { reserved, reservations }: { reserved: boolean; reservations: number },
): ReserveEvent {
  return {
    id: row.id,
    kind: row.kind,
    name: row.names[locale],
    details: row.details[locale],
    boxId: row.boxId,
    opensAt: row.opensAt.toISOString(),
    opened: row.openedAt !== null,
    reserved,
    reservations,
  };
}

async function reservationsOf(db: Db, eventId: number) {
  const [row] = await rowCount(db, reserveSignups, eq(reserveSignups.eventId, eventId));
  return row?.n ?? 0;
}

async function hasReserved(db: Db, eventId: number, userId: number | null) {
  if (userId === null) return false;
  const [row] = await db
    .select({ eventId: reserveSignups.eventId })
    .from(reserveSignups)
    .where(and(eq(reserveSignups.eventId, eventId), eq(reserveSignups.userId, userId)));
  return row !== undefined;
}

export async function eventFor(db: Db, row: EventRow, userId: number | null, locale: Locale) {
  const [reserved, reservations] = await Promise.all([
    hasReserved(db, row.id, userId),
    reservationsOf(db, row.id),
  ]);
  return presentEvent(row, locale, { reserved, reservations });
}

/** Events still to open, and those opened in the last week, soonest first. */
export async function listEvents(db: Db, userId: number | null, locale: Locale, now: Date) {
  const rows = await db
    .select()
    .from(reserveEvents)
    .where(
      or(
        isNull(reserveEvents.openedAt),
        gt(reserveEvents.openedAt, new Date(now.getTime() - SHOWN_AFTER_OPENING_MS)),
      ),
    )
    .orderBy(asc(reserveEvents.opensAt), asc(reserveEvents.id));
  return Promise.all(rows.map((row) => eventFor(db, row, userId, locale)));
}
