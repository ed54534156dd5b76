import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * GAMES.md section 0 "Jobs": everything that happens at a time is one row here, with a due time
 * and a unique key per kind, so scheduling twice is a no-op, a restart loses none, and a runner
 * claims a row with FOR UPDATE SKIP LOCKED in the transaction that applies its effect
 * (runtime/jobs.ts).
 */
export const JOB_STATES = ['pending', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which JobDefinition runs it, e.g. 'delivery.settle'. */
    kind: text('kind').notNull(),
    /** Unique per kind: what the job is about, e.g. 'delivery:42' or 'signin.reset:2026-11-24'. */
    key: text('key').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: JOB_STATES }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Failed runs so far; each one moves dueAt back by the kind's backoff. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Why a run did not apply its effect without failing: a payout held until a player's pause
     * ends, or forfeited because the account is closed (runtime/jobs.ts JobDeferral, JobSkip).
     */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx').on(t.status, t.dueAt),
  ],
);
