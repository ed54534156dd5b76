import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../db/database';
import { stickers, welfarePoints } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { rankingJobs } from '../ranking/jobs';
import { creditRecharge } from '../recharge/credit';
import { runDueJobs, type JobDefinition } from '../runtime/jobs';
import { grantSticker } from '../stickers/actions';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { timedBoxJobs } from '../timebox/jobs';
import { welfareDropJob } from './jobs';
import { nextSiteTime, testClock } from '../testing/testClock';
import { countRows, moveLedgerRows, setVipLevel } from '../testing/databaseRows';

const CLAIMS = 50;
const JOINED = 20;

/**
 * Every reward is granted once per period, also when a player fires 50 claims at once and when
 * two server processes (two connection pools) run the period's job together: lock contention
 * needs real PostgreSQL.
 */
describe('rewards under concurrency on PostgreSQL', () => {
  let server: TestServer;
  let second: Database;
  beforeAll(async () => {
    server = await startTestServer();
    second = openPostgres(server.database.url ?? '');
  });
  afterEach(async () => {
    vi.useRealTimers();
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  type Player = Awaited<ReturnType<typeof playerWithCoins>>;
  /** Fires `CLAIMS` identical calls at once; returns how many succeeded and how many were 409s. */
  async function race(player: Player, path: string, body: unknown = {}) {
    const answers = await Promise.all(
      Array.from({ length: CLAIMS }, () => player.call(path, body)),
    );
    return {
      won: answers.filter((a) => a.code === 0).length,
      refused: answers.filter((a) => a.status === 409).length,
    };
  }

  it(`opens a welfare tier once a day under ${CLAIMS} claims, taking its points once`, async () => {
    const player = await playerWithCoins(server, 0n);
    await setVipLevel(server, player.userId, 1);
    await server.database.db.insert(welfarePoints).values({ userId: player.userId, points: 1000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextSiteTime(12));
    expect(await race(player, '/api/welfare/open', { tier: 1 })).toEqual({
      won: 1,
      refused: CLAIMS - 1,
    });
    const [left] = await server.database.db
      .select({ points: welfarePoints.points })
      .from(welfarePoints)
      .where(eq(welfarePoints.userId, player.userId));
    expect(left?.points).toBe(900);
    expect(
      await countRows(
        server,
        sql`select count(*) as n from bag_items where user_id = ${player.userId}`,
      ),
    ).toBe(1);
  });

  it(`spins the turntable once a week under ${CLAIMS} claims`, async () => {
    const player = await playerWithCoins(server, 0n);
    expect(await race(player, '/api/turntable/spin')).toEqual({ won: 1, refused: CLAIMS - 1 });
    expect(
      await countRows(
        server,
        sql`select count(*) as n from ledger
        where user_id = ${player.userId} and kind = 'reward.turntable'`,
      ),
    ).toBe(1);
  });

  it(`signs in once a day under ${CLAIMS} claims`, async () => {
    const player = await playerWithCoins(server, 0n);
    expect(await race(player, '/api/user/signin')).toEqual({ won: 1, refused: CLAIMS - 1 });
    expect(
      await countRows(
        server,
        sql`select count(*) as n from signin_records where user_id = ${player.userId}`,
      ),
    ).toBe(1);
  });

  it(`pays the sticker album once under ${CLAIMS} claims`, async () => {
    const player = await playerWithCoins(server, 0n);
    const album = await server.database.db.select({ id: stickers.id }).from(stickers);
    for (const { id } of album) {
      await grantSticker(server.database.db, player.userId, id, 1);
      expect((await player.call('/api/user/activateSticker', { id })).code).toBe(0);
    }
    expect(await race(player, '/api/user/stickerReward')).toEqual({ won: 1, refused: CLAIMS - 1 });
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(888n);
  });

  /** Two pools, two drains each, until nothing is due at `now`: as two server processes would. */
  async function drainTogether(definitions: JobDefinition[], now: Date) {
    const drain = async (db: Database['db']) => {
      let done = 0;
      for (;;) {
        const report = await runDueJobs(db, definitions, { now, limit: 1 });
        expect(report.failures).toEqual([]);
        if (report.done === 0) return done;
        done += report.done;
      }
    };
    const runs = await Promise.all([
      drain(server.database.db),
      drain(second.db),
      drain(server.database.db),
      drain(second.db),
    ]);
    return runs.reduce((a, b) => a + b, 0);
  }

  it('draws a timed box once per joined player when two processes run the period’s job', async () => {
    const hour = testClock.period('hour', new Date(Date.now() - 40 * 86_400_000));
    const players = await Promise.all(
      Array.from({ length: JOINED }, () => playerWithCoins(server, 0n)),
    );
    for (const player of players) {
      await server.database.db.transaction((tx) =>
        creditRecharge(tx, player.userId, 10_000n, 0n, 'recharge.card', `card:r${player.userId}`),
      );
      await moveLedgerRows(server, player.userId, 'recharge.card', hour.start);
    }
    const { draw, roll } = timedBoxJobs(testClock);
    await draw.schedule(server.database.db, 'hour', hour.start);
    // The period's draw and one roll per joined player, each run once by one of the two.
    expect(await drainTogether([draw, roll], hour.end)).toBe(1 + JOINED);
    expect(
      await countRows(
        server,
        sql`select count(*) as n from timed_box_draws where period = ${hour.key}`,
      ),
    ).toBe(JOINED);
    expect(
      await countRows(
        server,
        sql`select count(distinct user_id) as n from timed_box_draws
        where period = ${hour.key}`,
      ),
    ).toBe(JOINED);
  });

  it('settles the board and drops welfare points once when two processes run the 00:00 jobs', async () => {
    const day = testClock.period('day', new Date(Date.now() - 50 * 86_400_000));
    // The day's qualifying turnover for a paid place (18000 coins by default).
    const spender = await playerWithCoins(server, 18_000n);
    const boxId = await siteBoxId(server, 1000);
    for (let opened = 0; opened < 18; opened += 5) {
      const count = Math.min(5, 18 - opened);
      expect((await spender.call('/api/box/open', { boxId, count })).code).toBe(0);
    }
    await moveLedgerRows(server, spender.userId, 'box.open', day.start);
    const ranking = rankingJobs(testClock);
    const welfare = welfareDropJob(testClock);
    await ranking.settle.schedule(server.database.db, 'day', day.start);
    await welfare.schedule(server.database.db, 'day', day.start);
    // The settlement, the spender's prize and the drop.
    expect(await drainTogether([ranking.settle, ranking.prize, welfare], day.end)).toBe(3);
    expect(
      await countRows(
        server,
        sql`select count(*) as n from ledger
        where user_id = ${spender.userId} and kind = 'reward.ranking'`,
      ),
    ).toBe(1);
    const [points] = await server.database.db
      .select({ points: welfarePoints.points })
      .from(welfarePoints)
      .where(eq(welfarePoints.userId, spender.userId));
    // 18000 points of turnover, less the drop of 100.
    expect(points?.points).toBe(17_900);
    expect(
      await countRows(server, sql`select count(*) as n from welfare_folds where day = ${day.key}`),
    ).toBe(1);
  });
});
