import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openPostgres, type Database } from '../db/database';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { runDueJobs, scheduleJob, startJobRunner, type JobDefinition } from './jobs';

const JOB_COUNT = 200;

/** Lock contention needs real PostgreSQL: two runners as two processes would hold them. */
describe('two job runners on one PostgreSQL database', () => {
  let database: TestDatabase;
  let second: Database;
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    // A pool of its own, as a second server process would have.
    second = openPostgres(database.url ?? '');
    await database.db.execute(sql`CREATE TABLE job_effects (key text NOT NULL)`);
  });
  afterAll(async () => {
    await second.close();
    await database.dispose();
  });

  it('never run a job twice', async () => {
    const job: JobDefinition<{ n: number }> = {
      kind: 'test.contended',
      payload: z.object({ n: z.number() }),
      async handler(tx, { n }) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${String(n)})`);
        // Hold the claim a moment, so the other runner meets the locked row.
        await tx.execute(sql`SELECT pg_sleep(0.002)`);
      },
    };
    const dueAt = new Date(Date.now() - 1000);
    for (let n = 0; n < JOB_COUNT; n++) {
      await scheduleJob(database.db, job, { key: `k${n}`, payload: { n }, dueAt });
    }
    // Each runner makes passes until nothing is due, as a poller would.
    async function drain(db: Database['db']) {
      let done = 0;
      for (;;) {
        const report = await runDueJobs(db, [job], { limit: 10 });
        if (report.done === 0) return done;
        done += report.done;
      }
    }
    const [a, b, c, d] = await Promise.all([
      drain(database.db),
      drain(second.db),
      drain(database.db),
      drain(second.db),
    ]);
    const { rows } = (await database.db.execute(
      sql`SELECT count(*)::int AS runs, count(DISTINCT key)::int AS keys FROM job_effects`,
    )) as { rows: Array<{ runs: number; keys: number }> };
    expect(rows[0]).toEqual({ runs: JOB_COUNT, keys: JOB_COUNT });
    expect((a ?? 0) + (b ?? 0) + (c ?? 0) + (d ?? 0)).toBe(JOB_COUNT);
    // Both pools took part.
    expect((a ?? 0) + (c ?? 0)).toBeGreaterThan(0);
    expect((b ?? 0) + (d ?? 0)).toBeGreaterThan(0);
  });

  it('runs due jobs on several lanes at once, each once, within the pass limit', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const job: JobDefinition<{ n: number }> = {
      kind: 'test.lanes',
      payload: z.object({ n: z.number() }),
      async handler(tx, { n }) {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${`lane${n}`})`);
          // Long enough that the other lanes claim theirs while this one holds its claim.
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
        } finally {
          running -= 1;
        }
      },
    };
    const dueAt = new Date(Date.now() - 1000);
    for (let n = 0; n < 12; n++) {
      await scheduleJob(database.db, job, { key: `lane${n}`, payload: { n }, dueAt });
    }
    const first = await runDueJobs(database.db, [job], { lanes: 4, limit: 10 });
    expect(first.done).toBe(10);
    expect(mostAtOnce).toBe(4);
    const second = await runDueJobs(database.db, [job], { lanes: 4 });
    expect(second.done).toBe(2);
    const { rows } = (await database.db.execute(
      sql`SELECT count(*)::int AS runs, count(DISTINCT key)::int AS keys
            FROM job_effects WHERE key LIKE 'lane%'`,
    )) as { rows: Array<{ runs: number; keys: number }> };
    expect(rows[0]).toEqual({ runs: 12, keys: 12 });
  });

  it('wakes for a job due soon behind one that another process holds', async () => {
    const job: JobDefinition<{ n: number }> = {
      kind: 'test.behind',
      payload: z.object({ n: z.number() }),
      async handler(tx, { n }) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${`behind${n}`})`);
      },
    };
    await scheduleJob(database.db, job, {
      key: 'held',
      payload: { n: 1 },
      dueAt: new Date(Date.now() - 1000),
    });
    await scheduleJob(database.db, job, {
      key: 'soon',
      payload: { n: 2 },
      dueAt: new Date(Date.now() + 300),
    });
    // The other process: its claim on the earlier job stays open through this runner's passes.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query(`SELECT id FROM jobs WHERE kind = 'test.behind' AND key = 'held' FOR UPDATE`);
    const runner = startJobRunner(database.db, [job], {
      pollMs: 60_000,
      onFailure: (failure) => {
        throw failure.error;
      },
      onError: (error) => {
        throw error;
      },
    });
    try {
      await runner.runNow();
      await vi.waitFor(
        async () => {
          const { rows } = (await database.db.execute(
            sql`SELECT key FROM job_effects WHERE key LIKE 'behind%'`,
          )) as { rows: Array<{ key: string }> };
          expect(rows.map((row) => row.key)).toEqual(['behind2']);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await runner.stop();
      await other.query('ROLLBACK');
      await other.end();
    }
  });
});
