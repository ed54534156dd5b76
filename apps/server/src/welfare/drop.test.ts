import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, welfareFolds, welfarePoints } from '../db/schema';
import { runDueJobs, startRecurringChains } from '../runtime/jobs';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { welfareDropJob } from './jobs';
import { isDropApplied, welfareBalance } from './queries';
import { testClock } from '../testing/testClock';

/** SPEC section 9 "Points drop by 100 at 00:00", as the daily job does it. */
describe('the 00:00 welfare points drop', () => {
  let server: TestServer;
  const job = welfareDropJob(testClock);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const stored = async (userId: number) =>
    (
      await server.database.db
        .select({ points: welfarePoints.points })
        .from(welfarePoints)
        .where(eq(welfarePoints.userId, userId))
    )[0]?.points;

  it('folds the day’s turnover in, drops every balance by 100, never below 0, once a day', async () => {
    const db = server.database.db;
    const today = testClock.period('day');
    const tomorrow = testClock.period('day', today.end);
    const player = await playerWithCoins(server, 250n);
    const boxId = await siteBoxId(server, 50);
    expect((await player.call('/api/box/open', { boxId, count: 5 })).code).toBe(0);
    const saver = await playerWithCoins(server, 0n);
    const almostEmpty = await playerWithCoins(server, 0n);
    await db.insert(welfarePoints).values([
      { userId: saver.userId, points: 500 },
      { userId: almostEmpty.userId, points: 30 },
    ]);
    expect(await welfareBalance(db, testClock, player.userId, new Date())).toBe(250);

    // A runner's first pass schedules today's drop; it is due at 00:00 tomorrow.
    await startRecurringChains(db, [job]);
    expect(await runDueJobs(db, [job], { now: new Date(today.end.getTime() - 1) })).toEqual({
      done: 0,
      failures: [],
    });
    expect(await runDueJobs(db, [job], { now: today.end })).toEqual({ done: 1, failures: [] });
    expect([
      await stored(player.userId),
      await stored(saver.userId),
      await stored(almostEmpty.userId),
    ]).toEqual([150, 400, 0]);
    const [folded] = await db.select().from(welfareFolds).where(eq(welfareFolds.day, today.key));
    expect(folded?.until).toEqual(today.end);
    expect(await welfareBalance(db, testClock, player.userId, today.end)).toBe(150);
    expect(await isDropApplied(db, testClock, today.end)).toBe(true);

    // A second pass at the same time runs nothing; the chain holds tomorrow's drop.
    expect(await runDueJobs(db, [job], { now: today.end })).toEqual({ done: 0, failures: [] });
    const pending = await db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, job.kind));
    expect(pending.map((j) => j.key)).toContain(tomorrow.key);

    // Tomorrow the drop is late: the tiers refresh until it runs.
    const lateMorning = new Date(tomorrow.end.getTime() + 10 * 3_600_000);
    expect(await isDropApplied(db, testClock, lateMorning)).toBe(false);
    expect(await runDueJobs(db, [job], { now: lateMorning })).toEqual({ done: 1, failures: [] });
    expect(await isDropApplied(db, testClock, lateMorning)).toBe(true);
    expect([await stored(player.userId), await stored(saver.userId)]).toEqual([50, 300]);

    const later = testClock.period('day', lateMorning).end;
    await runDueJobs(db, [job], { now: later });
    expect([await stored(player.userId), await stored(saver.userId)]).toEqual([0, 200]);
  });
});
