import { AccountKind } from '@skinbox/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GAME } from '@skinbox/fairness';
import { configItem, ledger, users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { placeStake, settleStake } from '../money/stakes';
import { runDueJobs } from '../runtime/jobs';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { testClock } from '../testing/testClock';
import { countRows } from '../testing/databaseRows';
import { rankingJobs } from './jobs';
import { SETTING_KEYS } from '../content/rules/settingKeys';

interface Board {
  date: string;
  settled: boolean;
  pool: string;
  packets: string[];
  minTurnover: string;
  list: Array<{
    userId: number;
    rank: number;
    turnover: string;
    packet: string;
    poolShare: string;
  }>;
  me: { rank: number | null; turnover: string } | null;
}

describe('the daily turnover board', () => {
  const server = checkedTestServer();
  const { settle, prize } = rankingJobs(testClock);
  const jobs = [settle, prize];
  let whaleId = 0;

  /** A player of `kind` who opened `count` boxes of `coins` through the box call (1000 left). */
  async function opener(coins: number, count: number, kind: number = AccountKind.general) {
    const player = await playerWithCoins(server(), BigInt(coins * count + 1000));
    await server()
      .database.db.update(users)
      .set({ userType: kind })
      .where(eq(users.id, player.userId));
    const boxId = await siteBoxId(server(), coins);
    for (let left = count; left > 0; left -= 5) {
      const answer = await player.call('/api/box/open', { boxId, count: Math.min(5, left) });
      expect(answer.code).toBe(0);
    }
    return player;
  }

  /** A settled battle stake of `coins`: battle turnover counts once its battle settles. */
  async function battleStake(userId: number, coins: number, settled: boolean) {
    await server().database.db.transaction(async (tx) => {
      const stakeId = await placeStake(tx, {
        userId,
        currency: 'amount',
        cents: BigInt(coins * 100),
        game: GAME.battle,
        reference: `test:${userId}:${coins}`,
      });
      if (settled) await settleStake(tx, stakeId);
    });
  }

  it('ranks today by box and settled battle turnover, live, without ai and test accounts', async () => {
    const whale = await opener(1000, 18);
    whaleId = whale.userId;
    await battleStake(whale.userId, 500, true);
    const minnow = await opener(10, 1);
    await battleStake(minnow.userId, 100, false);
    await opener(1000, 20, AccountKind.test);
    await opener(1000, 20, AccountKind.ai);
    const board = await minnow.call<Board>('/api/ranking/board', { day: 'today' });
    expect(board.data).toMatchObject({
      date: testClock.day(),
      settled: false,
      pool: '681.00',
      packets: ['198.00', '136.00', '116.00'],
      minTurnover: '18000.00',
      me: { rank: 2, turnover: '10.00' },
    });
    expect(board.data.list.map((r) => [r.rank, r.userId, r.turnover])).toEqual([
      [1, whale.userId, '18500.00'],
      [2, minnow.userId, '10.00'],
    ]);
    // 18500 coins qualify for SPEC's whole prize; 10 coins, under the 18000 threshold, for none.
    expect(board.data.list[0]).toMatchObject({ packet: '198.00', poolShare: '68.10' });
    expect(board.data.list[1]).toMatchObject({ packet: '0.00', poolShare: '0.00' });
  });

  it('settles the day at 00:00 once: prizes from promotions, a message, yesterday’s board', async () => {
    const before = await getBalanceCents(server().database.db, whaleId, 'amount');
    const today = testClock.period('day');
    await settle.schedule(server().database.db, 'day', today.start);
    // The day's settlement, then each paid place's prize as a share of its own (one place
    // reached the qualifying turnover).
    expect(await runDueJobs(server().database.db, jobs, { now: today.end })).toEqual({
      done: 2,
      failures: [],
    });
    expect(await getBalanceCents(server().database.db, whaleId, 'amount')).toBe(before + 26_610n);
    const [paid] = await server()
      .database.db.select({
        account: ledger.account,
        kind: ledger.kind,
        reference: ledger.reference,
      })
      .from(ledger)
      .where(sql`${ledger.userId} = ${whaleId} and ${ledger.kind} = 'reward.ranking'`);
    expect(paid).toEqual({
      account: 'promotions',
      kind: 'reward.ranking',
      reference: `ranking:${today.key}:1`,
    });
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from messages
        where user_id = ${whaleId} and template = 'rankingPrize'`,
      ),
    ).toBe(1);

    // Running the settlement again pays nothing more (one place qualified, one row).
    await settle.schedule(server().database.db, 'day', today.start);
    expect(await runDueJobs(server().database.db, jobs, { now: today.end })).toEqual({
      done: 0,
      failures: [],
    });
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from ledger where kind = 'reward.ranking'`,
      ),
    ).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(today.end.getTime() + 60_000));
    const player = await playerWithCoins(server(), 0n);
    const yesterday = await player.call<Board>('/api/ranking/board', { day: 'yesterday' });
    expect(yesterday.data).toMatchObject({ date: today.key, settled: true, me: { rank: null } });
    expect(yesterday.data.list[0]).toMatchObject({
      userId: whaleId,
      packet: '198.00',
      poolShare: '68.10',
    });
    const fresh = await player.call<Board>('/api/ranking/board', {});
    expect(fresh.data.list).toEqual([]);
  });

  it('shares the pool the operator configured', async () => {
    await server()
      .database.db.insert(configItem)
      .values({ platformId: 1, itemKey: SETTING_KEYS.rankingPrizePool, itemValue: '100.00' });
    const board = await (await playerWithCoins(server(), 0n)).call<Board>('/api/ranking/board', {});
    expect(board.data.pool).toBe('100.00');
    // (198 + 10) coins are 1.5 % of 13867: the threshold follows the pool, in whole thousands.
    expect(board.data.minTurnover).toBe('14000.00');
    await server()
      .database.db.delete(configItem)
      .where(eq(configItem.itemKey, SETTING_KEYS.rankingPrizePool));
  });

  it('refuses a day it does not know', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect(await player.call('/api/ranking/board', { day: 'tomorrow' })).toMatchObject({
      status: 400,
    });
  });
});
