import type { Locale } from '@skinbox/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { fill, isMessageTemplate, messageTemplates } from './templates';

export async function unreadCount(db: Db, userId: number) {
  const [row] = await rowCount(
    db,
    messages,
    and(eq(messages.userId, userId), eq(messages.isRead, false)),
  );
  return row?.n ?? 0;
}

/** One page of the player's messages, newest first. */
export function messagePage(db: Db, userId: number, request: PageRequest) {
  const mine = eq(messages.userId, userId);
  return readPage(
    request,
    db
      .select()
      .from(messages)
      .where(mine)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .$dynamic(),
    rowCount(db, messages, mine),
  );
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
