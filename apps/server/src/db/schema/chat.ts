import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The lines of the site-wide group chat (channel `chat:lobby`, GAMES.md section 7): plain text as
 * the player typed it (the site shows it as text, never as markup). An operator's delete keeps
 * the row, marked, so the history skips it and the log still shows what was said.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    room: text('room').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.room, t.id),
    index('chat_messages_user_idx').on(t.userId, t.id),
  ],
);

/** A player an operator muted: they read the chat but may not post until `until`. */
export const chatMutes = pgTable('chat_mutes', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
