import type { Locale } from '@skinbox/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';
import { messagesToDrop } from '../rules/messageRetention';
import {
  fill,
  isMessageTemplate,
  messageTemplates,
  type MessageTemplate,
} from './messageTemplates';

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

/** A stored message as the player reads it, in their language. */
export function presentMessage(row: typeof messages.$inferSelect, locale: Locale) {
  const template =
    row.template && isMessageTemplate(row.template) ? messageTemplates[row.template] : null;
  return {
    id: row.id,
    title: template ? fill(template.title[locale], row.params) : row.title,
    content: template ? fill(template.content[locale], row.params) : row.content,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
