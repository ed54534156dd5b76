import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { reserveEvents, reserveSignups } from '../db/schema';
import { sendMessage } from '../messages/actions';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';

/** Messages one run writes; a larger crowd is served by the runs that follow. */
export const MESSAGES_PER_RUN = 200;

const payload = z.object({ eventId: z.number().int().positive() });

/**
 * An event's opening (GAMES.md section 8): due at its announced time (or when an operator opens
 * it early), it marks the event open and writes every player who reserved it an in-site message,
 * MESSAGES_PER_RUN at a time, each run scheduling the next until all are told. A player is told
 * once: their reservation is marked in the same transaction as their message.
 */
export const reserveOpenJob: JobDefinition<z.infer<typeof payload>> = {
  kind: 'reserve.open',
  payload,
  async handler(tx, { eventId }, { now, key }) {
    const [event] = await tx
      .update(reserveEvents)
      .set({
        openedAt: sql`coalesce(${reserveEvents.openedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(reserveEvents.id, eventId))
      .returning();
    if (!event) return;
    const waiting = await tx
      .select({ userId: reserveSignups.userId })
      .from(reserveSignups)
      .where(and(eq(reserveSignups.eventId, eventId), isNull(reserveSignups.notifiedAt)))
      .orderBy(asc(reserveSignups.userId))
      .limit(MESSAGES_PER_RUN + 1);
    for (const { userId } of waiting.slice(0, MESSAGES_PER_RUN)) {
      await sendMessage(tx, userId, { template: 'reserveOpened', params: { ...event.names } });
      await tx
        .update(reserveSignups)
        .set({ notifiedAt: now })
        .where(and(eq(reserveSignups.eventId, eventId), eq(reserveSignups.userId, userId)));
    }
    if (waiting.length > MESSAGES_PER_RUN) {
      await scheduleJob(tx, reserveOpenJob, {
        key: `${key}:after:${waiting[MESSAGES_PER_RUN - 1]?.userId ?? 0}`,
        payload: { eventId },
        dueAt: now,
      });
    }
  },
};

/** The job key of an event's opening. */
export const openingKey = (eventId: number) => `event:${eventId}`;

export function scheduleOpening(tx: Db, eventId: number, dueAt: Date) {
  return scheduleJob(tx, reserveOpenJob, { key: openingKey(eventId), payload: { eventId }, dueAt });
}
