import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One task reward received (tasks/rules/catalogue.ts names the tasks): once per player, task and
 * period of the site clock (the unique key).
 */
export const taskClaims = pgTable(
  'task_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    taskId: text('task_id').notNull(),
    /** The site clock's key of the task's period, e.g. '2026-11-24' or '2026-W48'. */
    period: text('period').notNull(),
    cents: bigint('cents', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_claims_once').on(t.userId, t.taskId, t.period),
    index('task_claims_user_idx').on(t.userId, t.id),
  ],
);
