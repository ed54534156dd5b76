import { eq } from 'drizzle-orm';
import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { boxes, reserveEvents } from '../db/schema';
import { AppError } from '../http/errors';
import { announceEvent, openEventNow, type Announcement } from './actions';

/** Reservations' operator rules (GAMES.md section 8), each written to the audit log. */

/** Announces an event or a box with the job that opens it at its time. */
export async function addReservation(
  tx: Db,
  input: Announcement & { reason?: string },
  operator: Operator,
  now: Date,
) {
  if (input.opensAt.getTime() <= now.getTime()) throw new AppError(400, 'errors.openingTimePassed');
  if (input.boxId !== null) {
    const [box] = await tx.select({ id: boxes.id }).from(boxes).where(eq(boxes.id, input.boxId));
    if (!box) throw new AppError(404, 'errors.boxNotFound');
  }
  const { reason, ...announcement } = input;
  const event = await announceEvent(tx, announcement);
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.addReservation',
    target: `reserve:${event.id}`,
    after: announcement,
    reason,
  });
  return { auditId, eventId: event.id, names: event.names };
}

/** Opens an announced event now: its opening job falls due at once. */
export async function openReservation(
  tx: Db,
  input: { eventId: number; reason?: string },
  operator: Operator,
) {
  const [event] = await tx
    .select({ id: reserveEvents.id, openedAt: reserveEvents.openedAt })
    .from(reserveEvents)
    .where(eq(reserveEvents.id, input.eventId));
  if (!event) throw new AppError(404, 'errors.notFound');
  if (event.openedAt || !(await openEventNow(tx, input.eventId))) {
    throw new AppError(409, 'errors.reservationOpened');
  }
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.openReservation',
    target: `reserve:${input.eventId}`,
    after: { openNow: true },
    reason: input.reason,
  });
  return { auditId };
}
