import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages, chatMutes } from '../db/schema';
import { AppError } from '../http/errors';
import { scheduleJob } from '../runtime/jobs';
import type { RealtimeHub } from '../socket/hub';
import { createLocalHub } from '../socket/localHub';
import { SocketRegistry } from '../socket/registry';
import { chatDeletedJob } from './jobs';
import { LOBBY, lineById, mutedUntil } from './queries';

/**
 * A player's line in the room: refused while an operator's mute lasts. The text is stored as
 * typed; every screen shows it as text, so links and markup stay inert.
 */
export async function postLine(db: Db, userId: number, body: string, now: Date) {
  if (await mutedUntil(db, userId, now)) throw new AppError(403, 'errors.chatMuted');
  const [row] = await db
    .insert(chatMessages)
    .values({ room: LOBBY, userId, body })
    .returning({ id: chatMessages.id });
  const line = row && (await lineById(db, row.id));
  if (!line) throw new Error('the chat line insert returned nothing');
  return line;
}

/** Mutes a player until `until` (an operator's; a later mute replaces an earlier one). */
export async function mutePlayer(db: Db, userId: number, until: Date, reason: string) {
  await db
    .insert(chatMutes)
    .values({ userId, until, reason })
    .onConflictDoUpdate({
      target: chatMutes.userId,
      set: { until, reason, createdAt: sql`now()` },
    });
}

/**
 * Deletes lines (by id, or every line of a player) and schedules the job that tells the room.
 * Returns the ids that went; lines deleted before are left alone.
 */
export async function deleteLines(
  db: Db,
  which: { ids: number[] } | { userId: number },
  now: Date,
  hub: RealtimeHub = createLocalHub(new SocketRegistry()),
) {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .update(chatMessages)
      .set({ deletedAt: sql`now()` })
      .where(
        and(
          isNull(chatMessages.deletedAt),
          'ids' in which
            ? inArray(chatMessages.id, which.ids)
            : eq(chatMessages.userId, which.userId),
        ),
      )
      .returning({ id: chatMessages.id });
    const ids = deleted.map((row) => row.id);
    if (ids.length > 0) {
      await scheduleJob(tx, chatDeletedJob(hub), {
        key: randomUUID(),
        payload: { ids },
        dueAt: now,
      });
    }
    return ids;
  });
}
