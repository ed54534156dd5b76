import { SocketCid } from '@skinbox/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runOps } from '../ops/run';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { checkedTestServer } from '../testing/checkedTestServer';
import { testClock } from '../testing/testClock';
import { countRows } from '../testing/databaseRows';
import { sql } from 'drizzle-orm';
import {
  setActivity,
  cheapestItems,
  festivalTexts,
  liveWindow,
  newYearTexts,
  prizeName,
} from '../testing/activityFixtures';

describe('the festival and new-year activities', () => {
  const server = checkedTestServer();
  let cheap: Array<{ id: number; priceCents: string }>;
  beforeAll(async () => {
    cheap = await cheapestItems(server(), 2);
  });

  const setFestival = (activity: object) => setActivity(server(), 'festival', 'festival', activity);
  const setNewYear = (activity: object) => setActivity(server(), 'newYear', 'newyear', activity);

  /** A turnover goal that keeps the item within the economy's 0.2 %: 1000 × its price. */
  const goalFor = (priceCents: string) => (Number(priceCents) * 10).toFixed(2);

  it('shows no activity before an operator sets one', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect((await player.call('/api/activity/festival', {})).data).toMatchObject({
      activity: null,
    });
    expect((await player.call('/api/activity/newYear', {})).data).toMatchObject({ activity: null });
  });

  it('refuses a festival whose goods would pay more than 0.2 % of the turnover', async () => {
    const item = cheap[0];
    if (!item) throw new Error('no catalogue items');
    const tooGenerous = (Number(item.priceCents) / 100).toFixed(2);
    await expect(
      setFestival({
        id: 11,
        ...festivalTexts,
        ...liveWindow(),
        goods: [{ key: 'first', turnover: tooGenerous, itemId: item.id }],
      }),
    ).rejects.toThrow(/of the turnover that earns them; at most 0.200 %/);
  });

  it('gives a festival prize once the turnover reaches it, once, and tells the winner (cid 102)', async () => {
    const item = cheap[0];
    if (!item) throw new Error('no catalogue items');
    const goal = goalFor(item.priceCents);
    const lines = await setFestival({
      id: 12,
      ...festivalTexts,
      ...liveWindow(),
      goods: [{ key: 'first', turnover: goal, itemId: item.id }],
    });
    expect(lines.at(-1)).toBe('ActivityConfig of platform 1 written in 5 languages');
    const player = await playerWithCoins(server(), 2_000n);
    const state = async () =>
      (
        await player.call<{
          activity: {
            title: string;
            live: boolean;
            turnover: string;
            prizes: Array<{ state: string }>;
          };
        }>('/api/activity/festival', {})
      ).data.activity;
    expect(await state()).toMatchObject({
      title: 'Box festival',
      live: true,
      turnover: '0.00',
      prizes: [{ state: 'locked' }],
    });
    expect(await player.call('/api/activity/claimGoods', { key: 'first' })).toMatchObject({
      status: 409,
      msg: `Not enough turnover in the activity: ${goal} coins needed`,
    });
    const box = await siteBoxId(server(), 100);
    await openForItems(player, box, Math.ceil(Number(goal) / 100));
    expect((await state())?.prizes[0]?.state).toBe('claimable');

    const socket = await TestSocket.open(server().url);
    expect(await socket.authenticate(player.token)).toBe(true);
    const won = await player.call<{ bagItemId: number; goods: { goodsId: number; name: string } }>(
      '/api/activity/claimGoods',
      { key: 'first' },
    );
    expect(won.data.goods.goodsId).toBe(item.id);
    expect((await socket.next(SocketCid.activityGoodsPrize)).data).toMatchObject({
      activityId: 12,
      goodsName: won.data.goods.name,
    });
    socket.close();
    expect(
      await countRows(
        server(),
        sql`select count(*) as n from bag_items where id = ${won.data.bagItemId} and user_id = ${player.userId} and state = 'bag'`,
      ),
    ).toBe(1);
    expect(await player.call('/api/activity/claimGoods', { key: 'first' })).toMatchObject({
      status: 409,
      msg: 'You have claimed this prize',
    });
    expect((await state())?.prizes[0]?.state).toBe('claimed');
    expect(await player.call('/api/activity/claimGoods', { key: 'other' })).toMatchObject({
      status: 404,
    });
  });

  it('opens a new-year envelope once a day after the day’s entry turnover (cid 103), verifiable', async () => {
    await setNewYear({
      id: 21,
      ...newYearTexts,
      ...liveWindow(),
      entryTurnover: '100.00',
      prizes: [
        { name: prizeName('福', 'Fortune'), amount: '0.08', tickets: 90_000 },
        { name: prizeName('禄', 'Prosperity'), amount: '0.28', tickets: 10_000 },
      ],
      redPacket: { amount: '0.66', period: 'day' },
    });
    const player = await playerWithCoins(server(), 500n);
    expect(await player.call('/api/activity/openNewYear', {})).toMatchObject({
      status: 409,
      msg: 'Not enough turnover in the activity: 100.00 coins needed',
    });
    await openForItems(player, await siteBoxId(server(), 100), 1);
    const socket = await TestSocket.open(server().url);
    expect(await socket.authenticate(player.token)).toBe(true);
    const draw = await player.call<{
      amount: string;
      name: string;
      rollId: number;
      ticket: number;
    }>('/api/activity/openNewYear', {});
    expect(draw.code).toBe(0);
    expect(draw.data.amount).toBe(draw.data.ticket <= 90_000 ? '0.08' : '0.28');
    expect((await socket.next(SocketCid.newYearPrize)).data).toMatchObject({
      prizeName: draw.data.name,
      amount: draw.data.amount,
    });
    socket.close();
    const proof = await player.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: draw.data.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'newyear', ticket: draw.data.ticket });
    expect(await player.call('/api/activity/openNewYear', {})).toMatchObject({
      status: 409,
      msg: 'You opened today’s new-year envelope; come back tomorrow',
    });
    const state = await player.call<{
      activity: { today: { day: string } | null; prizes: Array<{ probability: string }> };
    }>('/api/activity/newYear', {});
    expect(state.data.activity.today?.day).toBe(testClock.day());
    expect(state.data.activity.prizes.map((p) => p.probability)).toEqual(['90.000', '10.000']);

    // Tomorrow the envelope waits for tomorrow's turnover.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(testClock.period('day').end.getTime() + 60_000));
    const tomorrow = await player.call<{ activity: { today: unknown; todayTurnover: string } }>(
      '/api/activity/newYear',
      {},
    );
    expect(tomorrow.data.activity).toMatchObject({ today: null, todayTurnover: '0.00' });
  });

  it('lists the activity red packet while the activity runs, and closes it when switched off', async () => {
    const player = await playerWithCoins(server(), 0n);
    const list = async () =>
      (
        await player.call<{ packets: Array<{ id: number; kind: string; title?: string }> }>(
          '/api/redpacket/list',
          {},
        )
      ).data.packets.filter((p) => p.kind === 'activity');
    const [packet] = await list();
    expect(packet).toMatchObject({ title: 'New year' });
    const got = await player.call<{ amount: string }>('/api/redpacket/receive', { id: packet?.id });
    expect(got.data.amount).toBe('0.66');
    expect(
      await runOps(['activity-set', '--kind', 'newYear', '--off'], server().database),
    ).toContain('newYear switched off on platform 1');
    expect(await list()).toEqual([]);
    expect((await player.call('/api/activity/newYear', {})).data).toMatchObject({ activity: null });
  });
});
