import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_JOB_EFFECTS, RECORD_JOB } from '../testing/recordJob';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { scheduleJob } from './jobs';
import { LEADER_RETRY_MS } from './leader';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Processes look for due jobs this often here, so a test does not wait for the 1 s default. */
const ENV = { REDIS_URL, JOB_POLL_MS: '100' };
/** A process's first start on an empty database seeds the catalogue: about 20 s on two cores. */
const PROCESS_TEST_TIMEOUT_MS = 120_000;
/** GAMES.md: a follower takes over "within a few seconds". */
const TAKEOVER_LIMIT_MS = 3 * LEADER_RETRY_MS;

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Server processes on one PostgreSQL database and one Redis, as a cluster runs. */
describe('a cluster of server processes', () => {
  let database: TestDatabase;
  const started: RunningServer[] = [];
  const start = async () => {
    const server = await startServerProcess(database.url ?? '', ENV);
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    await database.db.execute(CREATE_JOB_EFFECTS);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    await database.db.execute(sql`TRUNCATE jobs, job_effects`);
  });
  afterAll(() => database.dispose());

  async function schedule(prefix: string, count: number, holdMs: number) {
    for (let n = 0; n < count; n++) {
      await scheduleJob(database.db, RECORD_JOB, {
        key: `${prefix}:${n}`,
        payload: { holdMs },
        dueAt: new Date(Date.now() - 1000),
      });
    }
  }
  async function runs() {
    const { rows } = (await database.db.execute(
      sql`SELECT count(*)::int AS runs, count(DISTINCT key)::int AS keys,
                 count(DISTINCT pid)::int AS processes FROM job_effects`,
    )) as { rows: Array<{ runs: number; keys: number; processes: number }> };
    return rows[0] ?? { runs: 0, keys: 0, processes: 0 };
  }
  async function pending() {
    const { rows } = (await database.db.execute(
      // The test's own jobs: a starting server also schedules its features' recurring jobs
      // (the day's ranking settlement, timed-box draws…), due later.
      sql`SELECT count(*)::int AS n FROM jobs WHERE status <> 'done' AND kind = ${RECORD_JOB.kind}`,
    )) as { rows: Array<{ n: number }> };
    return rows[0]?.n ?? 0;
  }

  it(
    'has one leader, a follower takes over when it is killed, and each job runs once',
    async () => {
      const [first, second] = await Promise.all([start(), start()]);
      if (!first || !second) throw new Error('two processes');
      await Promise.race([first.leadership(true), second.leadership(true)]);
      // Give the other a few tries at the lock: it must stay a follower.
      await new Promise((resolve) => setTimeout(resolve, 2 * LEADER_RETRY_MS));
      expect([first.isLeader(), second.isLeader()].filter(Boolean)).toHaveLength(1);
      const [leader, follower] = first.isLeader() ? [first, second] : [second, first];

      await schedule('before', 40, 5);
      const killedAt = Date.now();
      leader.child.kill('SIGKILL');
      await follower.leadership(true);
      const takeoverMs = Date.now() - killedAt;
      console.log(`leader takeover after kill -9: ${takeoverMs} ms`);
      expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);

      await schedule('after', 40, 0);
      await until(async () => (await pending()) === 0, 20_000);
      expect(await runs()).toMatchObject({ runs: 80, keys: 80 });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'runs every job exactly once across a kill -9 while jobs are due, and a restart',
    async () => {
      const first = await start();
      // Each run holds its claim 20 ms, so the kill lands while some job is under way.
      await schedule('due', 150, 20);
      await until(async () => (await runs()).runs >= 20, 20_000);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const beforeRestart = await runs();
      expect(beforeRestart.runs).toBeLessThan(150);

      await start();
      await until(async () => (await pending()) === 0, 30_000);
      const after = await runs();
      console.log(
        `kill -9 with jobs due: ${beforeRestart.runs} ran before the kill, ${after.runs} in all`,
      );
      expect(after).toEqual({ runs: 150, keys: 150, processes: 2 });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
