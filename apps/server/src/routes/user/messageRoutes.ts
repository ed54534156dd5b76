import { user as contract } from '@skinbox/api';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RouteModule } from '../../app';
import type { Db } from '../../db/database';
import { messages } from '../../db/schema';
import { route } from '../../http/route';
import { presentMessage } from '../../users/messages';

async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}

/** getMessage, readyMessage, delReadyMessage: only ever the caller's own messages. */
export const registerMessageRoutes: RouteModule = ({ app, db }) => {
  route(app, contract.getMessage, async ({ page, pageSize }, { userId, locale }) => {
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, userId));
    return {
      list: rows.map((row) => presentMessage(row, locale)),
      total: total?.n ?? 0,
      noReadMessages: await unreadCount(db, userId),
    };
  });

  route(app, contract.readyMessage, async ({ ids }, { userId }) => {
    await db
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.userId, userId), inArray(messages.id, ids)));
    return { noReadMessages: await unreadCount(db, userId) };
  });

  route(app, contract.delReadyMessage, async (_input, { userId }) => {
    const deleted = await db
      .delete(messages)
      .where(and(eq(messages.userId, userId), eq(messages.isRead, true)))
      .returning({ id: messages.id });
    return { deleted: deleted.length };
  });
};
