import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleJobs } from '../battles/jobs';
import { loadConfig } from '../config';
import { jobs, playerLimits, users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { rankingJobs } from '../ranking/jobs';
import { creditRecharge } from '../recharge/credit';
import { runDueJobs } from '../runtime/jobs';
import { timedBoxJobs } from '../timebox/jobs';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { testClock } from '../testing/testClock';
import { countRows, moveLedgerRows } from '../testing/databaseRows';
import { BANNED_SHARE_RECHECK_MS } from './playerShares';
import { cheapestBattleBoxId } from '../testing/battleBoxes';

type Player = Awaited<ReturnType<typeof playerWithCoins>>;

/**
 * Issue 27: one player's refusal never fails a batch for everyone. A batch holding a player in a
 * cool-off, a self-excluded one, a banned one and a closed one pays everybody else at once; the
 * paused players' shares wait for their pause to end, the banned one's for the ban to lift, the
 * closed one's is forfeited with a note; and the chain's next period is there.
 */
describe('a batch with players who may not be paid', () => {
  const server = checkedTestServer();

  async function unpayable(
    players: Record<'coolOff' | 'selfExcluded' | 'banned' | 'closed', Player>,
  ) {
    const pause = async (player: Player, kind: string, length: string) =>
      expect((await player.call('/api/limits/pause', { kind, length })).code).toBe(0);
    await pause(players.coolOff, 'coolOff', 'day1');
    await pause(players.selfExcluded, 'selfExclusion', 'month6');
    const db = server().database.db;
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, players.banned.userId));
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, players.closed.userId));
  }

  const shareOf = async (kind: string, userId: number) => {
    const rows = await server()
      .database.db.select({
        status: jobs.status,
        note: jobs.note,
        dueAt: jobs.dueAt,
        attempts: jobs.attempts,
      })
      .from(jobs)
      .where(sql`${jobs.kind} = ${kind} and ${jobs.payload} ->> 'userId' = ${String(userId)}`);
    const [row] = rows;
    if (!row || rows.length > 1) throw new Error(`expected one ${kind} share of ${userId}`);
    return row;
  };

  it('draws a timed box for everyone else, holds the paused and banned, forfeits the closed', async () => {
    const db = server().database.db;
    const { draw, roll } = timedBoxJobs(testClock);
    const hour = testClock.period('hour', new Date(Date.now() - 5 * 86_400_000));
    const names = ['good', 'alsoGood', 'coolOff', 'selfExcluded', 'banned', 'closed'] as const;
    const players = {} as Record<(typeof names)[number], Player>;
    for (const name of names) {
      const player = await playerWithCoins(server(), 0n);
      await db.transaction((tx) =>
        creditRecharge(tx, player.userId, 10_000n, 0n, 'recharge.card', `card:${player.userId}`),
      );
      await moveLedgerRows(server(), player.userId, 'recharge.card', hour.start);
      players[name] = player;
    }
    await unpayable(players);
    await draw.schedule(db, 'hour', hour.start);

    const report = await runDueJobs(db, [draw, roll], { now: hour.end });
    // The draw, the two good players' rolls and the closed account's forfeit end; three wait.
    expect(report).toEqual({ done: 4, failures: [], deferred: 3 });
    const drawsOf = (player: Player) =>
      countRows(
        server(),
        sql`select count(*) as n from timed_box_draws where user_id = ${player.userId}`,
      );
    expect(await drawsOf(players.good)).toBe(1);
    expect(await drawsOf(players.alsoGood)).toBe(1);
    for (const name of ['coolOff', 'selfExcluded', 'banned', 'closed'] as const) {
      expect(await drawsOf(players[name])).toBe(0);
    }
    const [coolOffLimits] = await db
      .select({ pausedUntil: playerLimits.pausedUntil })
      .from(playerLimits)
      .where(eq(playerLimits.userId, players.coolOff.userId));
    const coolOff = await shareOf('timebox.drawPlayer', players.coolOff.userId);
    expect(coolOff).toMatchObject({
      status: 'pending',
      attempts: 0,
      dueAt: coolOffLimits?.pausedUntil,
    });
    expect(coolOff.note).toMatch(/^held: play is paused until /);
    expect(await shareOf('timebox.drawPlayer', players.banned.userId)).toMatchObject({
      status: 'pending',
      note: 'held: the account is banned',
      dueAt: new Date(hour.end.getTime() + BANNED_SHARE_RECHECK_MS),
    });
    expect(await shareOf('timebox.drawPlayer', players.closed.userId)).toMatchObject({
      status: 'done',
      note: 'forfeited: the account is closed',
    });
    // The chain goes on.
    const next = testClock.period('hour', hour.end);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from jobs where kind = 'timebox.draw'
        and key = ${`hour:${next.key}`} and status = 'pending'`,
      ),
    ).toBe(1);

    // The cool-off ends (as if its day had passed): the held roll is paid at its due time.
    await db
      .update(playerLimits)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.userId, players.coolOff.userId));
    expect(await runDueJobs(db, [roll], { now: coolOff.dueAt })).toEqual({
      done: 1,
      failures: [],
      deferred: 1,
    });
    expect(await drawsOf(players.coolOff)).toBe(1);
    expect(await drawsOf(players.selfExcluded)).toBe(0);
  });

  it('pays the ranking prizes of everyone else and holds those of the paused and banned', async () => {
    const db = server().database.db;
    const { settle, prize } = rankingJobs(testClock);
    const today = testClock.period('day');
    // 1000-coin boxes: every place needs the day's qualifying turnover (18000 coins by default).
    const boxId = await siteBoxId(server(), 1000);
    const spend = async (opens: number) => {
      const player = await playerWithCoins(server(), BigInt(opens * 1000));
      for (let left = opens; left > 0; left -= 5) {
        expect((await player.call('/api/box/open', { boxId, count: Math.min(5, left) })).code).toBe(
          0,
        );
      }
      return player;
    };
    // Places 1 to 5 by turnover.
    const players = {
      banned: await spend(22),
      coolOff: await spend(21),
      good: await spend(20),
      closed: await spend(19),
      selfExcluded: await spend(18),
    };
    await unpayable(players);
    const before = await getBalanceCents(db, players.good.userId, 'amount');
    await settle.schedule(db, 'day', today.start);

    const report = await runDueJobs(db, [settle, prize], { now: today.end });
    expect(report).toEqual({ done: 3, failures: [], deferred: 3 });
    expect(await getBalanceCents(db, players.good.userId, 'amount')).toBeGreaterThan(before);
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from ledger where kind = 'reward.ranking'`,
      ),
    ).toBe(1);
    expect((await shareOf('ranking.payPrize', players.banned.userId)).note).toBe(
      'held: the account is banned',
    );
    expect((await shareOf('ranking.payPrize', players.closed.userId)).note).toBe(
      'forfeited: the account is closed',
    );
    // The ban is lifted: the held prize is paid when its share looks again, a day later. By
    // then the one-day cool-off is over too; the self-exclusion's share waits months more.
    await db.update(users).set({ bannedAt: null }).where(eq(users.id, players.banned.userId));
    const banned = await shareOf('ranking.payPrize', players.banned.userId);
    expect(await runDueJobs(db, [prize], { now: banned.dueAt })).toEqual({ done: 2, failures: [] });
    expect(await shareOf('ranking.payPrize', players.selfExcluded.userId)).toMatchObject({
      status: 'pending',
    });
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from ledger where kind = 'reward.ranking'
        and user_id = ${players.banned.userId}`,
      ),
    ).toBe(1);
  });

  it('refunds every payer of a dissolved battle, whatever their standing', async () => {
    const db = server().database.db;
    const boxId = await cheapestBattleBoxId(db);
    const start = 10_000n;
    const creator = await playerWithCoins(server(), start);
    const created = await creator.call<{ battleId: number }>('/api/battle/create', {
      boxes: [{ boxId, count: 1 }],
      seats: 8,
      mode: 'classic',
    });
    expect(created.code).toBe(0);
    const joiners = {
      coolOff: await playerWithCoins(server(), start),
      selfExcluded: await playerWithCoins(server(), start),
      banned: await playerWithCoins(server(), start),
      closed: await playerWithCoins(server(), start),
    };
    let seat = 2;
    for (const player of Object.values(joiners)) {
      const joined = await player.call('/api/battle/join', {
        battleId: created.data.battleId,
        seat,
      });
      expect(joined.code).toBe(0);
      seat += 1;
    }
    await unpayable(joiners);
    const report = await runDueJobs(db, [battleJobs(loadConfig({}), server().hub).dissolve], {
      now: new Date(Date.now() + 16 * 60_000),
    });
    expect(report).toEqual({ done: 1, failures: [] });
    for (const player of [creator, ...Object.values(joiners)]) {
      expect(await getBalanceCents(db, player.userId, 'amount')).toBe(start * 100n);
    }
  });
});
