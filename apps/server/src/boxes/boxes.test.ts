import type { IncomingMessage, ServerResponse } from 'node:http';
import { AccountKind, PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { demoRoll, sha256Hex } from '@skinbox/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { loadEconomyConfig } from '../economy/config';
import { apiCaller } from '../testing/api';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Detail {
  type: number;
  items: Array<{ probability: string; ticketFrom: number; ticketTo: number }>;
}

describe('box calls', () => {
  let server: TestServer;
  const visitor = () => apiCaller(server);
  beforeAll(async () => {
    // Every drop is worth announcing in this file.
    server = await startTestServer({
      economy: { ...loadEconomyConfig({}), PRIZE_ANNOUNCE_COINS: 0 },
    });
  });
  afterAll(() => server.close());

  it('lists one category of battle boxes', async () => {
    const answer = await visitor()('/api/box/list', { type: 2, category: 'battle' });
    expect(answer.data).toMatchObject({ total: 8 });
  });

  it('lists the site boxes within a price range', async () => {
    const answer = await visitor()<{ list: Array<{ price: string }> }>('/api/box/list', {
      minPrice: '100',
      maxPrice: '300',
    });
    expect(answer.data.list.map((b) => b.price)).toEqual(['100.00', '150.00', '200.00', '300.00']);
  });

  it('refuses a price range whose minimum exceeds its maximum', async () => {
    const answer = await visitor()('/api/box/list', { minPrice: '10', maxPrice: '2' });
    expect(answer).toMatchObject({
      status: 400,
      msg: 'The minimum price must not exceed the maximum price',
    });
  });

  it('shows drop probabilities that add up to 100% over tickets tiling 1 to 100000', async () => {
    const boxId = await siteBoxId(server, 10);
    const detail = await visitor()<Detail>('/api/box/detail', { boxId });
    const total = detail.data.items.reduce((s, i) => s + Number(i.probability), 0);
    expect(total).toBeCloseTo(100, 6);
    expect(detail.data.items[0]?.ticketFrom).toBe(1);
    expect(detail.data.items.at(-1)?.ticketTo).toBe(100000);
  });

  it('refuses a probability filter whose minimum exceeds its maximum', async () => {
    const boxId = await siteBoxId(server, 10);
    const answer = await visitor()('/api/box/detail', {
      boxId,
      minProbability: 50,
      maxProbability: 1,
    });
    expect(answer).toMatchObject({
      status: 400,
      msg: 'The minimum probability must not exceed the maximum probability',
    });
  });

  it('refuses to open 6 at a time', async () => {
    const player = await playerWithCoins(server, 100n);
    const answer = await player.call('/api/box/open', {
      boxId: await siteBoxId(server, 1),
      count: 6,
    });
    expect(answer).toMatchObject({ status: 400, msg: 'You can open 1 to 5 boxes at a time' });
  });

  it('refuses a visitor', async () => {
    const answer = await visitor()('/api/box/open', { boxId: 1 });
    expect(answer.status).toBe(401);
  });

  it('refuses to open a battle box on its own', async () => {
    const player = await playerWithCoins(server, 100n);
    const battle = await visitor()<{ list: Array<{ boxId: number }> }>('/api/box/list', {
      type: 2,
    });
    const answer = await player.call('/api/box/open', { boxId: battle.data.list[0]?.boxId });
    expect(answer).toMatchObject({ status: 404 });
  });

  it('refuses an open beyond the balance and changes nothing', async () => {
    const player = await playerWithCoins(server, 4n);
    const answer = await player.call('/api/box/open', { boxId: await siteBoxId(server, 5) });
    expect(answer).toMatchObject({ status: 409, msg: 'Insufficient balance' });
    const bag = await player.call<{ total: number }>('/api/user/rucksackGoods', {});
    expect(bag.data.total).toBe(0);
  });

  it('counts real opens in the platform statistics', async () => {
    const before = await visitor()<{ boxOpenCount: number }>('/api/index/getPlatformStatistics');
    const player = await playerWithCoins(server, 3n);
    await player.call('/api/box/open', { boxId: await siteBoxId(server, 1), count: 3 });
    const after = await visitor()<{ boxOpenCount: number }>('/api/index/getPlatformStatistics');
    expect(after.data.boxOpenCount - before.data.boxOpenCount).toBe(3);
  });

  it('announces each drop above the configured value to everyone', async () => {
    const publish = vi.spyOn(server.hub, 'publish');
    const player = await playerWithCoins(server, 2n);
    await player.call('/api/box/open', { boxId: await siteBoxId(server, 1), count: 2 });
    const prizes = () =>
      publish.mock.calls.filter(
        ([, event, , audience]) => event === 'activity.prize' && audience === 'everyone',
      );
    await vi.waitFor(() => expect(prizes()).toHaveLength(2));
    publish.mockRestore();
  });

  it("announces a win only after the opener's reply has gone out", async () => {
    const openReplies: ServerResponse[] = [];
    const watch = (request: IncomingMessage, reply: ServerResponse) => {
      if (request.url === '/api/box/open') openReplies.push(reply);
    };
    server.httpServer.prependListener('request', watch);
    const publish = server.hub.publish.bind(server.hub);
    const replyWrittenAtAnnouncement: boolean[] = [];
    const spy = vi.spyOn(server.hub, 'publish').mockImplementation((...args) => {
      if (args[1] === PRIZE_EVENT) {
        replyWrittenAtAnnouncement.push(openReplies.at(-1)?.writableFinished ?? false);
      }
      publish(...args);
    });
    const listener = await TestSocket.open(server.url);
    try {
      const player = await playerWithCoins(server, 2n);
      const opened = await player.call('/api/box/open', {
        boxId: await siteBoxId(server, 1),
        count: 2,
      });
      expect(opened.code).toBe(0);
      await listener.next(SocketCid.gameMessage, (data) => isPrize(data));
      await listener.next(SocketCid.gameMessage, (data) => isPrize(data));
      expect(replyWrittenAtAnnouncement).toEqual([true, true]);
    } finally {
      listener.close();
      spy.mockRestore();
      server.httpServer.off('request', watch);
    }
  });
  it("leaves a test or ai account's wins out of the announcements and the live drops", async () => {
    const publish = vi.spyOn(server.hub, 'publish');
    const boxId = await siteBoxId(server, 1);
    const unseen = ['kind test', 'kind ai'];
    for (const [i, kind] of [AccountKind.test, AccountKind.ai].entries()) {
      const player = await playerWithCoins(server, 1n);
      await server.database.db
        .update(users)
        .set({ userType: kind, nickName: unseen[i] })
        .where(eq(users.id, player.userId));
      expect((await player.call('/api/box/open', { boxId })).code).toBe(0);
    }
    // The real player opens last: once its win is announced, the others' would have been too.
    const real = await playerWithCoins(server, 1n);
    const opened = await real.call<{ results: Array<{ openId: number }> }>('/api/box/open', {
      boxId,
    });
    const prizes = () => publish.mock.calls.filter(([, event]) => event === PRIZE_EVENT);
    await vi.waitFor(() => expect(prizes().length).toBeGreaterThan(0));
    const announced = prizes();
    publish.mockRestore();
    expect(announced.map(([, , payload]) => (payload as { nickName: string }).nickName)).toEqual([
      expect.not.stringMatching(/^kind /),
    ]);
    const live = await visitor()<{ list: Array<{ id: number; nickName: string }> }>(
      '/api/index/getAllOpenBoxRecords',
      { boxId, limit: 50 },
    );
    expect(live.data.list[0]?.id).toBe(opened.data.results[0]?.openId);
    expect(live.data.list.map((drop) => drop.nickName)).not.toContain(unseen[0]);
    expect(live.data.list.map((drop) => drop.nickName)).not.toContain(unseen[1]);
  });

  it('spins a demo whose item anyone re-derives from its demo seed and the box ranges', async () => {
    const boxId = await siteBoxId(server, 10);
    const detail = await visitor()<{
      items: Array<{ goods: { goodsId: number }; ticketFrom: number; ticketTo: number }>;
    }>('/api/box/detail', { boxId });
    const demo = await visitor()<{ goods: { goodsId: number }; ticket: number; demoSeed: string }>(
      '/api/box/demo',
      { boxId },
    );
    expect(demo.status).toBe(200);
    expect((await demoRoll(demo.data.demoSeed)).ticket).toBe(demo.data.ticket);
    const holder = detail.data.items.find(
      (item) => demo.data.ticket >= item.ticketFrom && demo.data.ticket <= item.ticketTo,
    );
    expect(holder?.goods.goodsId).toBe(demo.data.goods.goodsId);
  });

  it('refuses a demo of a battle box or of no box', async () => {
    const battleBoxes = await visitor()<{ list: Array<{ boxId: number }> }>('/api/box/list', {
      type: 2,
    });
    const battleBox = battleBoxes.data.list[0]?.boxId;
    expect(await visitor()('/api/box/demo', { boxId: battleBox })).toMatchObject({ status: 404 });
    expect(await visitor()('/api/box/demo', { boxId: 999999 })).toMatchObject({ status: 404 });
  });
});

const isPrize = (data: unknown) => (data as { event?: string }).event === PRIZE_EVENT;

describe('fairness calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('advances the nonce by the number of boxes opened', async () => {
    const player = await playerWithCoins(server, 3n);
    await player.call('/api/box/open', { boxId: await siteBoxId(server, 1), count: 3 });
    const current = await player.call<{ nonce: number }>('/api/fairness/current');
    expect(current.data.nonce).toBe(3);
  });

  it('reveals a server seed whose SHA-256 is the hash shown before', async () => {
    const player = await playerWithCoins(server, 0n);
    const before = await player.call<{ serverSeedHash: string }>('/api/fairness/current');
    const changed = await player.call<{
      revealed: { serverSeed: string };
      current: { clientSeed: string; nonce: number };
    }>('/api/fairness/changeClientSeed', { clientSeed: 'lucky' });
    expect(await sha256Hex(changed.data.revealed.serverSeed)).toBe(before.data.serverSeedHash);
    expect(changed.data.current).toMatchObject({ clientSeed: 'lucky', nonce: 0 });
  });

  it('keeps the server seed of the pair in use hidden', async () => {
    const player = await playerWithCoins(server, 1n);
    const opened = await player.call<{ results: Array<{ rollId: number }> }>('/api/box/open', {
      boxId: await siteBoxId(server, 1),
    });
    const answer = await player.call('/api/fairness/verify', {
      rollId: opened.data.results[0]?.rollId,
    });
    expect(answer.data).toMatchObject({ serverSeed: null, verified: null });
  });

  it('answers an unknown roll with 404', async () => {
    const answer = await apiCaller(server)('/api/fairness/verify', { rollId: 999999 });
    expect(answer).toMatchObject({ status: 404, msg: 'No such roll' });
  });
});
