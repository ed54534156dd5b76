import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobDefinition } from '../runtime/jobs';

/** The table RECORD_JOB writes to; a test creates it before scheduling such jobs. */
export const CREATE_JOB_EFFECTS = sql`CREATE TABLE job_effects (key text NOT NULL, pid int NOT NULL)`;

/**
 * A job for tests: records which process ran it (a row per run, in the job's transaction), then
 * holds its claim `holdMs`, so a process killed meanwhile leaves it half done.
 */
export const RECORD_JOB: JobDefinition<{ holdMs: number }> = {
  kind: 'test.record',
  payload: z.object({ holdMs: z.number().int().nonnegative() }),
  async handler(tx, { holdMs }, { key }) {
    await tx.execute(sql`INSERT INTO job_effects (key, pid) VALUES (${key}, ${process.pid})`);
    if (holdMs > 0) await tx.execute(sql`SELECT pg_sleep(${holdMs / 1000})`);
  },
};
