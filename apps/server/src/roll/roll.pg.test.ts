import { rollPublicSeed } from '@skinbox/fairness';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  bagItems,
  catalogueItems,
  jobs,
  rollParticipants,
  rollPrizes,
  rollRooms,
} from '../db/schema';
import { AppError } from '../http/errors';
import { runDueJobs } from '../runtime/jobs';
import { siteClock } from '../runtime/siteClock';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { createRoom, joinRoom } from './actions';
import { rollJobs } from './jobs';
import { until } from '../testing/until';

const RACERS = 50;
const PROCESS_TEST_TIMEOUT_MS = 180_000;

/** Lock contention needs real PostgreSQL: joins racing the draw on one room's lock. */
describe('a roll draw racing late joins on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /**
   * One room, RACERS joins spread over 2 ms steps a moment before its draw time, and the draw
   * claimed halfway through them. Returns how many joined and were refused.
   */
  async function race() {
    const db = server.database.db;
    const jobsOf = rollJobs(server.hub);
    const items = await db.select({ id: catalogueItems.id }).from(catalogueItems).limit(3);
    const created = new Date();
    const drawAt = new Date(created.getTime() + 60_000);
    const rollId = await createRoom(
      db,
      jobsOf,
      {
        name: 'Race',
        cap: 1000,
        drawAt,
        prizes: { from: 'house', itemIds: items.map((i) => i.id) },
      },
      created,
    );
    const players = await Promise.all(
      Array.from({ length: RACERS }, () => createTestUser(server.database)),
    );
    const clock = siteClock();
    // Every join asks a moment before the draw time; the draw claims the room at it.
    const justBefore = new Date(drawAt.getTime() - 1);
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const joins = players.map((p, i) =>
      after(2 * i).then(() =>
        joinRoom(db, jobsOf, clock, p.userId, { rollId }, justBefore).then(
          () => 'joined' as const,
          (error: unknown) => {
            if (error instanceof AppError && error.key === 'errors.rollClosed') return 'refused';
            throw error;
          },
        ),
      ),
    );
    const draw = after(RACERS).then(() => runDueJobs(db, Object.values(jobsOf), { now: drawAt }));
    const [outcomes] = await Promise.all([Promise.all(joins), draw]);

    const joined = players.filter((_, i) => outcomes[i] === 'joined').map((p) => p.userId);
    const [room] = await db.select().from(rollRooms).where(eq(rollRooms.id, rollId));
    const stored = await db
      .select({ userId: rollParticipants.userId })
      .from(rollParticipants)
      .where(eq(rollParticipants.rollId, rollId))
      .orderBy(asc(rollParticipants.id));
    // Each accepted join is in the draw, each refused one is not: never both.
    expect(stored.map((s) => s.userId).sort()).toEqual([...joined].sort());
    if (joined.length === 0) {
      expect(room?.status).toBe('returned');
    } else {
      expect(room?.status).toBe('drawn');
      // The public seed is over exactly the accepted joins, in join order.
      expect(room?.publicSeed).toBe(await rollPublicSeed(stored.map((s) => s.userId)));
      const winners = await db
        .select({ winnerId: rollPrizes.winnerId })
        .from(rollPrizes)
        .where(eq(rollPrizes.rollId, rollId));
      for (const { winnerId } of winners) {
        if (winnerId !== null) expect(joined).toContain(winnerId);
      }
    }
    // A join after the draw is refused, even one that asks before the draw time.
    await expect(
      joinRoom(db, jobsOf, clock, players[0]?.userId ?? 0, { rollId }, justBefore),
    ).rejects.toMatchObject({ key: 'errors.rollClosed' });
    return { joined: joined.length, refused: RACERS - joined.length };
  }

  it(`${RACERS} joins racing the draw: each is in the draw or refused, never both`, async () => {
    // Timing decides where the draw lands among the joins; rooms are raced until one saw both
    // outcomes (the first almost always does), so the race was really run.
    const rounds: Array<{ joined: number; refused: number }> = [];
    while (rounds.length < 5 && !rounds.some((r) => r.joined > 0 && r.refused > 0)) {
      rounds.push(await race());
    }
    console.info(
      `roll race: ${rounds.map((r) => `${r.joined} joined / ${r.refused} refused`).join('; ')}`,
    );
    expect(rounds.some((r) => r.joined > 0 && r.refused > 0)).toBe(true);
  });
});

/**
 * A server process killed (SIGKILL) in the middle of a draw: the draw's transaction never commits,
 * the job stays due, and the process started after it draws the room exactly once.
 */
describe('a roll draw across a kill -9', () => {
  let database: TestDatabase;
  const started: RunningServer[] = [];
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await database.dispose();
  });

  it(
    'runs the draw exactly once after a restart',
    async () => {
      const env = { JOB_POLL_MS: '100' };
      const first = await startServerProcess(database.url ?? '', env);
      started.push(first);
      const db = database.db;
      const items = await db.select({ id: catalogueItems.id }).from(catalogueItems).limit(3);
      const jobsOf = rollJobs({
        broadcast() {},
        sendToUser() {},
        publish() {},
        onlineCount: async () => 0,
      });
      const drawAt = new Date(Date.now() + 4000);
      const rollId = await createRoom(
        db,
        jobsOf,
        {
          name: 'Crash test',
          cap: 10,
          drawAt,
          prizes: { from: 'house', itemIds: items.map((i) => i.id) },
        },
        new Date(),
      );
      const players = await Promise.all([1, 2, 3, 4].map(() => createTestUser(database)));
      for (const p of players) {
        await joinRoom(
          db,
          jobsOf,
          siteClock(loadConfig({}).SITE_TIME_ZONE),
          p.userId,
          { rollId },
          new Date(),
        );
      }

      // Holds the unique key of the notice the draw schedules last, so the draw blocks there,
      // every prize already handed out inside its open transaction.
      const blocker = new pg.Client({ connectionString: database.url });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO jobs (kind, key, payload, due_at) VALUES ('roll.notify', $1, '{}', now() + interval '1 day')`,
        [`roll:${rollId}:notify`],
      );
      await until(async () => {
        const { rows } = (await db.execute(sql`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND query ILIKE 'insert into "jobs"%'`)) as { rows: Array<{ n: number }> };
        return (rows[0]?.n ?? 0) > 0;
      }, 20_000);
      // Mid-draw: the prizes' bag items exist in the open transaction only.
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      await blocker.query('ROLLBACK');
      await blocker.end();
      const wonBefore = await db
        .select({ n: count() })
        .from(bagItems)
        .where(like(bagItems.sourceRef, `roll:${rollId}:%`));
      expect(wonBefore[0]?.n).toBe(0);
      const [stillOpen] = await db.select().from(rollRooms).where(eq(rollRooms.id, rollId));
      expect(stillOpen?.status).toBe('open');

      const second = await startServerProcess(database.url ?? '', env);
      started.push(second);
      await until(async () => {
        const [room] = await db.select().from(rollRooms).where(eq(rollRooms.id, rollId));
        return room?.status === 'drawn';
      }, 30_000);
      await until(async () => {
        const [notice] = await db
          .select({ status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.kind, 'roll.notify'), eq(jobs.key, `roll:${rollId}:notify`)));
        return notice?.status === 'done';
      }, 10_000);

      const won = await db
        .select({ userId: bagItems.userId, sourceRef: bagItems.sourceRef })
        .from(bagItems)
        .where(like(bagItems.sourceRef, `roll:${rollId}:%`));
      expect(won).toHaveLength(3);
      expect(new Set(won.map((w) => w.sourceRef)).size).toBe(3);
      const prizes = await db
        .select({ state: rollPrizes.state, winnerId: rollPrizes.winnerId })
        .from(rollPrizes)
        .where(eq(rollPrizes.rollId, rollId));
      expect(prizes.every((p) => p.state === 'won')).toBe(true);
      expect(prizes.map((p) => p.winnerId).sort()).toEqual(won.map((w) => w.userId).sort());
      const draws = await db
        .select({ status: jobs.status, attempts: jobs.attempts })
        .from(jobs)
        .where(eq(jobs.kind, 'roll.draw'));
      // The killed attempt left no trace: one run, committed once.
      expect(draws).toEqual([{ status: 'done', attempts: 1 }]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
