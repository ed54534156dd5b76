import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jobs } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import {
  DEFAULT_MAX_ATTEMPTS,
  exponentialBackoff,
  JobDeferral,
  JOBS_PER_PASS,
  runDueJobs,
  scheduleJob,
  startJobRunner,
  type JobDefinition,
} from './jobs';
import { recurringJob } from './recurring';
import { siteClock } from './siteClock';

const T0 = new Date('2026-11-24T12:00:00Z');
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);

/** GAMES.md section 0 "Jobs", on PGlite and (server-pg project) PostgreSQL. */
describe('jobs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    // The effect a test job applies: a row per run, in the job's transaction.
    await database.db.execute(sql`CREATE TABLE job_effects (key text NOT NULL)`);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE jobs, job_effects`);
  });

  async function effects() {
    const { rows } = (await database.db.execute(sql`SELECT key FROM job_effects ORDER BY key`)) as {
      rows: Array<{ key: string }>;
    };
    return rows.map((r) => r.key);
  }

  /** A kind whose run records its payload's key, and throws while `failing` says so. */
  function recordingJob(
    kind = 'test.record',
    failing = () => false,
  ): JobDefinition<{ note: string }> {
    return {
      kind,
      payload: z.object({ note: z.string() }),
      async handler(tx, { note }) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${note})`);
        if (failing()) throw new Error('provider down');
      },
    };
  }

  /** A runner of `job` polling every `pollMs`, whose failures (of a run or a pass) are kept. */
  function startRecordingRunner(job: JobDefinition<{ note: string }>, pollMs: number) {
    const failures: unknown[] = [];
    const runner = startJobRunner(database.db, [job], {
      pollMs,
      onFailure: (failure) => failures.push(failure),
      onError: (error) => failures.push(error),
    });
    return { runner, failures };
  }

  async function state(key: string) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
    return row;
  }

  it('runs each due job once, and none before its time', async () => {
    const job = recordingJob();
    await scheduleJob(database.db, job, { key: 'a', payload: { note: 'a' }, dueAt: seconds(0) });
    await scheduleJob(database.db, job, { key: 'b', payload: { note: 'b' }, dueAt: seconds(10) });
    await scheduleJob(database.db, job, { key: 'c', payload: { note: 'c' }, dueAt: seconds(60) });

    expect((await runDueJobs(database.db, [job], { now: seconds(10) })).done).toBe(2);
    expect((await runDueJobs(database.db, [job], { now: seconds(10) })).done).toBe(0);
    expect(await effects()).toEqual(['a', 'b']);
    expect((await runDueJobs(database.db, [job], { now: seconds(60) })).done).toBe(1);
    expect(await effects()).toEqual(['a', 'b', 'c']);
    expect((await state('a'))?.status).toBe('done');
  });

  it('ignores a second schedule of the same key, also after the job ran', async () => {
    const job = recordingJob();
    const first = { key: 'once', payload: { note: 'first' }, dueAt: seconds(0) };
    expect(await scheduleJob(database.db, job, first)).toBe(true);
    expect(await scheduleJob(database.db, job, { ...first, payload: { note: 'second' } })).toBe(
      false,
    );
    await runDueJobs(database.db, [job], { now: seconds(0) });
    expect(await scheduleJob(database.db, job, first)).toBe(false);
    await runDueJobs(database.db, [job], { now: seconds(3600) });
    expect(await effects()).toEqual(['first']);
  });

  it('rolls a failed run back and retries it after a doubling backoff', async () => {
    let failing = true;
    const job = recordingJob('test.flaky', () => failing);
    await scheduleJob(database.db, job, { key: 'f', payload: { note: 'f' }, dueAt: seconds(0) });

    const first = await runDueJobs(database.db, [job], { now: seconds(0) });
    expect(first.failures).toMatchObject([{ kind: 'test.flaky', key: 'f', attempt: 1 }]);
    // The handler's insert went with the failed attempt.
    expect(await effects()).toEqual([]);
    expect(await state('f')).toMatchObject({ status: 'pending', attempts: 1, dueAt: seconds(5) });
    expect((await state('f'))?.lastError).toContain('provider down');

    // Not before the backoff: 5 s, then 10 s after the second failure.
    expect((await runDueJobs(database.db, [job], { now: seconds(4) })).failures).toEqual([]);
    await runDueJobs(database.db, [job], { now: seconds(5) });
    expect(await state('f')).toMatchObject({ attempts: 2, dueAt: seconds(15) });

    failing = false;
    expect((await runDueJobs(database.db, [job], { now: seconds(15) })).done).toBe(1);
    expect(await state('f')).toMatchObject({ status: 'done', attempts: 3 });
    expect(await effects()).toEqual(['f']);
  });

  it('leaves a job failed once its attempts run out', async () => {
    const job = { ...recordingJob('test.broken', () => true), maxAttempts: 3, backoffMs: () => 0 };
    await scheduleJob(database.db, job, { key: 'x', payload: { note: 'x' }, dueAt: seconds(0) });
    // A pass tries a job once, even when its retry is due at once.
    for (let pass = 1; pass <= 3; pass++) {
      const { failures } = await runDueJobs(database.db, [job], { now: seconds(pass) });
      expect(failures).toMatchObject([{ attempt: pass, final: pass === 3 }]);
    }
    expect(await state('x')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await runDueJobs(database.db, [job], { now: seconds(3600) })).toEqual({
      done: 0,
      failures: [],
    });
  });

  it('treats a payload its kind does not accept as a failed run', async () => {
    const job = recordingJob('test.strict');
    await database.db
      .insert(jobs)
      .values({ kind: 'test.strict', key: 'bad', payload: { note: 5 }, dueAt: seconds(0) });
    const { failures } = await runDueJobs(database.db, [job], { now: seconds(0) });
    expect(failures).toMatchObject([{ key: 'bad', attempt: 1, final: false }]);
    expect(await effects()).toEqual([]);
  });

  it('runs only the kinds it was given', async () => {
    const mine = recordingJob('test.mine');
    const other = recordingJob('test.other');
    await scheduleJob(database.db, mine, { key: 'm', payload: { note: 'm' }, dueAt: seconds(0) });
    await scheduleJob(database.db, other, { key: 'o', payload: { note: 'o' }, dueAt: seconds(0) });
    await runDueJobs(database.db, [mine], { now: seconds(1) });
    expect(await effects()).toEqual(['m']);
    expect((await state('o'))?.status).toBe('pending');
  });

  it('runs afterCommit effects once the run has committed, and none of a run that failed', async () => {
    const told: string[] = [];
    let statusWhenTold: Promise<string | undefined> | undefined;
    const telling: JobDefinition<{ note: string }> = {
      kind: 'test.tell',
      payload: z.object({ note: z.string() }),
      async handler(tx, { note }, { afterCommit }) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${note})`);
        afterCommit(() => {
          told.push(note);
          statusWhenTold ??= state(note).then((row) => row?.status);
        });
        if (note === 'bad') throw new Error('the effect failed after asking to tell');
      },
    };
    await scheduleJob(database.db, telling, { key: 'ok', payload: { note: 'ok' }, dueAt: T0 });
    await scheduleJob(database.db, telling, { key: 'bad', payload: { note: 'bad' }, dueAt: T0 });
    const report = await runDueJobs(database.db, [telling], { now: seconds(1) });
    expect(told).toEqual(['ok']);
    expect(report.failures.map((f) => f.key)).toEqual(['bad']);
    // Told after the commit: whoever hears it reads the job's effect, and the job done.
    expect(await statusWhenTold).toBe('done');
    expect(await effects()).toEqual(['ok']);
  });

  it('backs off 5 s doubling up to an hour, with 8 attempts unless a kind says otherwise', () => {
    expect([1, 2, 3, 4].map(exponentialBackoff)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(exponentialBackoff(30)).toBe(3_600_000);
    expect(DEFAULT_MAX_ATTEMPTS).toBe(8);
  });

  it('polls every pollMs once started, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const job = recordingJob('test.polled');
      const { runner, failures } = startRecordingRunner(job, 1000);
      const due = new Date(Date.now() - 1000);
      await scheduleJob(database.db, job, { key: 'p', payload: { note: 'p' }, dueAt: due });
      expect(await effects()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      await runner.runNow();
      await runner.stop();
      await scheduleJob(database.db, job, { key: 'q', payload: { note: 'q' }, dueAt: due });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await effects()).toEqual(['p']);
      expect(failures).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a job due before the next poll at its due time, not at the poll', async () => {
    const job = recordingJob('test.soon');
    const { runner, failures } = startRecordingRunner(job, 60_000);
    try {
      const due = new Date(Date.now() + 400);
      await scheduleJob(database.db, job, { key: 's', payload: { note: 's' }, dueAt: due });
      await runner.runNow();
      expect(await effects()).toEqual([]);
      await vi.waitFor(async () => expect(await effects()).toEqual(['s']), {
        timeout: 5_000,
        interval: 50,
      });
      expect(failures).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('runs a backlog longer than one pass at once, not at the next poll', async () => {
    const job = recordingJob('test.backlog');
    const count = JOBS_PER_PASS + 20;
    const dueAt = new Date(Date.now() - 1000);
    for (let n = 0; n < count; n++) {
      await scheduleJob(database.db, job, { key: `b${n}`, payload: { note: `b${n}` }, dueAt });
    }
    const { runner, failures } = startRecordingRunner(job, 60_000);
    try {
      await runner.runNow();
      expect((await effects()).length).toBe(JOBS_PER_PASS);
      await vi.waitFor(async () => expect((await effects()).length).toBe(count), {
        timeout: 10_000,
        interval: 50,
      });
      expect(failures).toEqual([]);
    } finally {
      await runner.stop();
    }
  });

  it('defers a job to a later time without spending an attempt, and keeps a run’s note', async () => {
    let held = true;
    const job: JobDefinition<{ note: string }> = {
      kind: 'test.share',
      payload: z.object({ note: z.string() }),
      async handler(tx, { note }, context) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${note})`);
        if (held) throw new JobDeferral(seconds(3600), 'held: waiting');
        context.note('paid late');
      },
    };
    await scheduleJob(database.db, job, { key: 'd', payload: { note: 'd' }, dueAt: seconds(0) });
    expect(await runDueJobs(database.db, [job], { now: seconds(0) })).toEqual({
      done: 0,
      failures: [],
      deferred: 1,
    });
    // The deferred run's effect was rolled back with it.
    expect(await effects()).toEqual([]);
    expect(await state('d')).toMatchObject({
      status: 'pending',
      attempts: 0,
      dueAt: seconds(3600),
      note: 'held: waiting',
    });
    expect((await runDueJobs(database.db, [job], { now: seconds(3599) })).done).toBe(0);
    held = false;
    expect(await runDueJobs(database.db, [job], { now: seconds(3600) })).toEqual({
      done: 1,
      failures: [],
    });
    expect(await effects()).toEqual(['d']);
    expect(await state('d')).toMatchObject({ status: 'done', attempts: 1, note: 'paid late' });
  });

  it('keeps a recurring chain going through a period whose run fails for good', async () => {
    const clock = siteClock('UTC');
    let failing = true;
    const hourly = recurringJob(clock, {
      kind: 'test.hourly',
      chains: { hour: 'hour' },
      async run(tx, _chain, period) {
        await tx.execute(sql`INSERT INTO job_effects (key) VALUES (${period.key})`);
        if (failing) throw new Error('the batch broke');
      },
    });
    await hourly.start?.(database.db, T0);
    const first = clock.period('hour', T0);
    let now = first.end;
    for (let attempt = 1; attempt <= DEFAULT_MAX_ATTEMPTS; attempt++) {
      const report = await runDueJobs(database.db, [hourly], { now });
      expect(report.failures).toMatchObject([{ attempt, final: attempt === DEFAULT_MAX_ATTEMPTS }]);
      now = new Date(now.getTime() + exponentialBackoff(attempt));
    }
    expect(await state(first.key)).toMatchObject({ status: 'failed' });
    // The next hour's link was made by the first failed run, and runs on its own.
    const second = clock.period('hour', first.end);
    expect(await state(second.key)).toMatchObject({ status: 'pending', dueAt: second.end });
    failing = false;
    expect((await runDueJobs(database.db, [hourly], { now: second.end })).done).toBe(1);
    expect(await effects()).toEqual([second.key]);
    const third = clock.period('hour', second.end);
    expect(await state(third.key)).toMatchObject({ status: 'pending', dueAt: third.end });
    // Starting again (a restart) adds nothing to a chain that has its link.
    expect(
      await scheduleJob(database.db, hourly, {
        key: third.key,
        payload: { periodStart: third.start.toISOString() },
        dueAt: third.end,
      }),
    ).toBe(false);
  });
});
