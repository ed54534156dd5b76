import { AccountKind, chat, type ChatLine } from '@skinbox/api';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chatMessages, chatMutes, users } from '../db/schema';

/** The site-wide room's name in chat_messages (channel chat:lobby). */
export const LOBBY = 'lobby';

const lineColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  nickName: users.nickName,
  avatar: users.avatar,
  avatarFrame: users.avatarFrame,
  userType: users.userType,
  vipLevel: users.vipLevel,
};

type LineRow = {
  id: number;
  userId: number;
  body: string;
  createdAt: Date;
  nickName: string;
  avatar: string;
  avatarFrame: string;
  userType: number;
  vipLevel: number;
};

export function presentLine(row: LineRow): ChatLine {
  return {
    id: row.id,
    userId: row.userId,
    nickName: row.nickName,
    avater: row.avatar,
    avaterFrame: row.avatarFrame,
    isAnchor: row.userType === AccountKind.anchor,
    vipLevel: row.vipLevel,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function lineById(db: Db, id: number): Promise<ChatLine | undefined> {
  const [row] = await db
    .select(lineColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id));
  return row && presentLine(row);
}

/** The room's latest lines (or those before `beforeId`) an operator did not delete, oldest first. */
export async function history(db: Db, beforeId?: number) {
  const rows = await db
    .select(lineColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(
        eq(chatMessages.room, LOBBY),
        isNull(chatMessages.deletedAt),
        beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(chat.CHAT_HISTORY + 1);
  const more = rows.length > chat.CHAT_HISTORY;
  return { lines: rows.slice(0, chat.CHAT_HISTORY).reverse().map(presentLine), more };
}

/** When the player's mute ends, if they are muted at `now`. */
export async function mutedUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [mute] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.userId, userId), gt(chatMutes.until, now)));
  return mute?.until ?? null;
}
