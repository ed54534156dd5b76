import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';
import { messagesToDrop } from './rules/retention';
import type { MessageTemplate } from './templates';

/**
 * Writes an in-site message and keeps the player's store within 1000 messages (SPEC section 9),
 * deleting read ones first. SERVER-II and the operator command call this too.
 */
export async function sendMessage(
  db: Db,
  userId: number,
  message:
    | { template: MessageTemplate; params?: Record<string, string | number> }
    | { title: string; content: string },
) {
  await db
    .insert(messages)
    .values(
      'template' in message
        ? { userId, template: message.template, params: message.params ?? {} }
        : { userId, title: message.title, content: message.content },
    );
  const stored = await db
    .select({ id: messages.id, isRead: messages.isRead, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.userId, userId));
  const drop = messagesToDrop(stored);
  if (drop.length > 0) {
    await db.delete(messages).where(and(eq(messages.userId, userId), inArray(messages.id, drop)));
  }
}

/** Marks the player's messages `ids` read (another player's ids change nothing). */
export async function markRead(db: Db, userId: number, ids: readonly number[]) {
  await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, userId), inArray(messages.id, [...ids])));
}

/** Deletes the player's read messages; returns how many went. */
export async function deleteRead(db: Db, userId: number) {
  const deleted = await db
    .delete(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, true)))
    .returning({ id: messages.id });
  return deleted.length;
}
