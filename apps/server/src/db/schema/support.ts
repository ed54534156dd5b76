import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The support inbox (customer service without a chat widget, GAMES.md section 7): one
 * conversation per player, the player's questions and the operators' answers in order. An answer
 * also reaches the player as an in-site message (`messageId`).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    author: text('author', { enum: ['player', 'operator'] }).notNull(),
    body: text('body').notNull(),
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_user_idx').on(t.userId, t.id)],
);
