import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  setActivity,
  cheapestItems,
  festivalTexts,
  liveWindow,
  newYearTexts,
  prizeName,
} from '../testing/activityFixtures';
import { getBalanceCents } from '../money/ledger';
import { runOps } from '../ops/run';
import { creditRecharge } from '../recharge/credit';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { testClock } from '../testing/testClock';
import { countRows, moveLedgerRows, setVipLevel } from '../testing/databaseRows';

const CLAIMS = 50;
type Player = Awaited<ReturnType<typeof playerWithCoins>>;

/**
 * Every promotion of this issue is paid once per period, also when a player fires 50 claims at
 * once, and a password packet never pays more than its amount or its number of claimants: lock
 * contention needs real PostgreSQL.
 */
describe('promotions under concurrency on PostgreSQL', () => {
  const server = checkedTestServer();

  /** Fires `CLAIMS` identical calls at once; returns how many succeeded and how many were 409s. */
  async function race(player: Player, path: string, body: unknown = {}) {
    const answers = await Promise.all(
      Array.from({ length: CLAIMS }, () => player.call(path, body)),
    );
    return {
      won: answers.filter((a) => a.code === 0).length,
      // A call that checks a secret also stops one player's flood past their guess window (429).
      refused: answers.filter((a) => a.status === 409 || a.status === 429).length,
    };
  }
  const once = { won: 1, refused: CLAIMS - 1 };
  const rows = (query: ReturnType<typeof sql>) => countRows(server(), query);
  const packetId = async (player: Player, kind: string) => {
    const listed = await player.call<{ packets: Array<{ id: number; kind: string }> }>(
      '/api/redpacket/list',
    );
    const packet = listed.data.packets.find((p) => p.kind === kind);
    if (!packet) throw new Error(`no ${kind} packet`);
    return packet.id;
  };
  const paidOnce = async (player: Player, kind: string) => {
    expect(
      await rows(sql`select count(*) as n from ledger
        where user_id = ${player.userId} and kind = ${kind}`),
    ).toBe(1);
  };

  it.each(['lucky', 'recharge', 'rebate', 'loss', 'vip'])(
    `pays the %s packet once a period under ${CLAIMS} claims`,
    async (kind) => {
      const player = await playerWithCoins(server(), 300n);
      if (kind === 'recharge') {
        await creditRecharge(
          server().database.db,
          player.userId,
          10_000n,
          0n,
          'test.recharge',
          'r',
        );
      }
      if (kind === 'rebate' || kind === 'loss') {
        await openForItems(player, await siteBoxId(server(), 100), 2);
        const before = new Date(
          testClock.period(kind === 'rebate' ? 'day' : 'week').start.getTime() - 60_000,
        );
        await moveLedgerRows(server(), player.userId, 'box.open', before);
      }
      if (kind === 'vip') await setVipLevel(server(), player.userId, 2);
      const id = await packetId(player, kind);
      expect(await race(player, '/api/redpacket/receive', { id })).toEqual(once);
      await paidOnce(player, 'reward.redPacket');
    },
  );

  it('splits a password packet of 10 shares exactly among the first 10 of 60 racing players', async () => {
    const [made] = await runOps(
      [
        'red-packet',
        '--kind',
        'password',
        '--password',
        'RACE',
        '--amount',
        '88.88',
        '--count',
        '10',
      ],
      server().database,
    );
    const id = Number(/red packet (\d+)/.exec(made ?? '')?.[1]);
    const players = await Promise.all(
      Array.from({ length: 60 }, () => playerWithCoins(server(), 0n)),
    );
    const eager = players[0] as Player;
    const answers = await Promise.all([
      ...players.map((p) =>
        p.call<{ amount: string; seq: number }>('/api/redpacket/password', { password: 'RACE' }),
      ),
      // One player also fires 20 more at once: still one share.
      ...Array.from({ length: 20 }, () =>
        eager.call<{ amount: string; seq: number }>('/api/redpacket/password', {
          password: 'RACE',
        }),
      ),
    ]);
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(10);
    // The eager player's own flood may also meet their guess window (429, issue 27).
    expect(answers.filter((a) => a.status === 409 || a.status === 429)).toHaveLength(70);
    expect(won.map((a) => a.data.seq).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(won.reduce((sum, a) => sum + Math.round(Number(a.data.amount) * 100), 0)).toBe(8888);
    expect(
      await rows(
        sql`select count(distinct user_id) as n from red_packet_claims where packet_id = ${id}`,
      ),
    ).toBe(10);
    const paid = await Promise.all(
      players.map((p) => getBalanceCents(server().database.db, p.userId, 'amount')),
    );
    expect(paid.reduce((sum, cents) => sum + cents, 0n)).toBe(8888n);
    expect(
      await rows(
        sql`select claimed_cents as n from red_packets where id = ${id} and status = 'closed'`,
      ),
    ).toBe(8888);
  });

  it(`pays a task once a period under ${CLAIMS} claims`, async () => {
    const player = await playerWithCoins(server(), 0n);
    expect((await player.call('/api/user/signin')).code).toBe(0);
    expect(await race(player, '/api/task/claim', { taskId: 'day.signin' })).toEqual(once);
    await paidOnce(player, 'reward.task');
  });

  it(`gives a festival prize and a new-year envelope once under ${CLAIMS} claims`, async () => {
    const [item] = await cheapestItems(server(), 1);
    if (!item) throw new Error('no catalogue items');
    const goal = (Number(item.priceCents) * 10).toFixed(2);
    await setActivity(server(), 'festival', 'race-festival', {
      id: 31,
      ...festivalTexts,
      ...liveWindow(),
      goods: [{ key: 'race', turnover: goal, itemId: item.id }],
    });
    await setActivity(server(), 'newYear', 'race-newyear', {
      id: 32,
      ...newYearTexts,
      ...liveWindow(),
      entryTurnover: '100.00',
      prizes: [{ name: prizeName('福', 'Fortune'), amount: '0.18', tickets: 100_000 }],
    });
    const player = await playerWithCoins(server(), 3_000n);
    await openForItems(
      player,
      await siteBoxId(server(), 100),
      Math.max(1, Math.ceil(Number(goal) / 100)),
    );
    expect(await race(player, '/api/activity/claimGoods', { key: 'race' })).toEqual(once);
    expect(
      await rows(sql`select count(*) as n from bag_items
        where user_id = ${player.userId} and source = 'activity'`),
    ).toBe(1);
    expect(await race(player, '/api/activity/openNewYear')).toEqual(once);
    await paidOnce(player, 'reward.newYear');
  });

  it(`takes an exchange code once per player under ${CLAIMS} claims, and never past its limit`, async () => {
    await runOps(
      ['exchange-code', '--code', 'RACE88', '--coins', '0.88', '--max-uses', '5'],
      server().database,
    );
    const player = await playerWithCoins(server(), 0n);
    expect(await race(player, '/api/coupon/exchange', { code: 'RACE88' })).toEqual(once);
    const others = await Promise.all(
      Array.from({ length: 30 }, () => playerWithCoins(server(), 0n)),
    );
    const answers = await Promise.all(
      others.map((p) => p.call('/api/coupon/exchange', { code: 'RACE88' })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
    expect(await rows(sql`select uses as n from exchange_codes where code = 'RACE88'`)).toBe(5);
    expect(
      await rows(sql`select count(*) as n from ledger where kind = 'reward.exchangeCode'
        and reference = 'code:RACE88'`),
    ).toBe(5);
  });

  it(`applies a coupon to one of ${CLAIMS} racing recharge orders`, async () => {
    const [made] = await runOps(
      [
        'coupon-create',
        '--name',
        JSON.stringify({ zh: '券', en: 'Coupon', vi: 'Phiếu', ko: '쿠폰', tw: '券' }),
        '--amount',
        '3',
        '--min',
        '50',
        '--days',
        '3',
      ],
      server().database,
    );
    const couponId = Number(/coupon (\d+)/.exec(made ?? '')?.[1]);
    const player = await playerWithCoins(server(), 0n);
    await runOps(
      ['coupon-grant', '--coupon', String(couponId), '--users', String(player.userId)],
      server().database,
    );
    const listed = await player.call<{ usable: Array<{ id: number }> }>('/api/coupon/list');
    const held = listed.data.usable[0]?.id;
    expect(
      await race(player, '/api/recharge/order', {
        method: 'alipay',
        amount: '50.00',
        couponId: held,
      }),
    ).toEqual(once);
    await paidOnce(player, 'recharge.order.coupon');
    // 50 coins paid, 3 from the coupon, no bonus under 100.
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(5_300n);
  });
});
