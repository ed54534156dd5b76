import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs, reserveEvents, reserveSignups, type LocalizedName } from '../db/schema';
import { AppError } from '../http/errors';
import { openingKey, reserveOpenJob, scheduleOpening } from './jobs';

export interface Announcement {
  kind: 'event' | 'box';
  names: LocalizedName;
  details: LocalizedName;
  boxId: number | null;
  opensAt: Date;
}

/** An operator's announcement (`pnpm ops reserve-add`): the event and the job that opens it. */
export function announceEvent(db: Db, announcement: Announcement) {
  return db.transaction(async (tx) => {
    const [event] = await tx.insert(reserveEvents).values(announcement).returning();
    if (!event) throw new Error('the reserve event insert returned nothing');
    await scheduleOpening(tx, event.id, announcement.opensAt);
    return event;
  });
}

/** Opens an event now (`pnpm ops reserve-open`): its opening job falls due at once. */
export async function openEventNow(db: Db, eventId: number) {
  const moved = await db
    .update(jobs)
    .set({ dueAt: sql`now()` })
    .where(
      and(
        eq(jobs.kind, reserveOpenJob.kind),
        eq(jobs.key, openingKey(eventId)),
        eq(jobs.status, 'pending'),
      ),
    )
    .returning({ id: jobs.id });
  return moved.length > 0;
}

/**
 * A player reserves an event that has not opened yet; reserving twice changes nothing. The event's
 * row is read FOR SHARE, so a reservation and the opening (which updates that row first) pass one
 * after the other: either the opening sees the reservation and tells the player, or the
 * reservation sees the event open and is refused.
 */
export function reserveEvent(db: Db, userId: number, eventId: number) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(reserveEvents)
      .where(eq(reserveEvents.id, eventId))
      .for('share');
    if (!event) throw new AppError(404, 'errors.reserveNotFound');
    if (event.openedAt) throw new AppError(409, 'errors.reserveOpened');
    await tx.insert(reserveSignups).values({ eventId, userId }).onConflictDoNothing();
    return event;
  });
}
