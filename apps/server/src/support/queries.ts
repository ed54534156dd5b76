import type { SupportMessage } from '@skinbox/api';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { supportClosures, supportMessages, users } from '../db/schema';

/** Messages a conversation shows at most: the latest ones. */
export const THREAD_LENGTH = 100;

export function presentSupportMessage(row: typeof supportMessages.$inferSelect): SupportMessage {
  return {
    id: row.id,
    author: row.author,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The player's conversation with customer service, oldest first. */
export async function supportThread(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.id))
    .limit(THREAD_LENGTH);
  return rows.reverse().map(presentSupportMessage);
}

/**
 * Conversations whose last word is the player's (waiting for an operator), oldest first; one an
 * operator closed waits again once the player writes after the closing.
 */
export async function waitingThreads(db: Db) {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (m.user_id) m.user_id, u.nick_name, m.body, m.author, m.created_at
    FROM ${supportMessages} m JOIN ${users} u ON u.id = m.user_id
    LEFT JOIN ${supportClosures} c ON c.user_id = m.user_id
    WHERE m.id > coalesce(c.through_message_id, 0)
    ORDER BY m.user_id, m.id DESC`);
  const rows = (
    result as unknown as {
      rows: Array<{
        user_id: string | number;
        nick_name: string;
        body: string;
        author: string;
        created_at: string | Date;
      }>;
    }
  ).rows;
  return rows
    .filter((row) => row.author === 'player')
    .map((row) => ({
      userId: Number(row.user_id),
      nickName: row.nick_name,
      question: row.body,
      askedAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime());
}

/** The whole conversation of one player, for the operator. */
export function threadForOperator(db: Db, userId: number) {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(asc(supportMessages.id));
}
