import {
  AccountKind,
  LIVE_DROPS_EVENT,
  LOCALES,
  SocketCid,
  liveDropsChannel,
  liveDropsEvent,
  type OpenBoxRecord,
} from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { LIVE_DROPS_TICK_MS } from './liveDropFeed';

/** The live drops in `language`, as a page loads them over HTTP. */
async function loadedDrops(server: TestServer, language: string, limit: number) {
  const response = await fetch(`${server.url}/api/index/getAllOpenBoxRecords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ boxType: 1, limit }),
  });
  return ((await response.json()) as { data: { list: OpenBoxRecord[] } }).data.list;
}

const isLiveDrops = (data: unknown) => (data as { event?: string }).event === LIVE_DROPS_EVENT;

describe('live drops over the socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("sends a committed opening's drops to every language's channel as the list shows them", async () => {
    const publish = vi.spyOn(server.hub, 'publish');
    const listener = await TestSocket.open(server.url);
    try {
      listener.send(SocketCid.enterGame, { game: liveDropsChannel('en') });
      await listener.next(SocketCid.enterGame);
      const player = await playerWithCoins(server, 2n);
      const opened = await player.call<{ results: Array<{ openId: number }> }>('/api/box/open', {
        boxId: await siteBoxId(server, 1),
        count: 2,
      });
      expect(opened.code).toBe(0);

      const message = await listener.next(SocketCid.gameMessage, isLiveDrops);
      const { game, payload } = message.data as { game: string; payload: unknown };
      expect(game).toBe('drops:en');
      const sent = liveDropsEvent.parse(payload).list;
      expect(sent.map((drop) => drop.id)).toEqual(
        opened.data.results.map((result) => result.openId).reverse(),
      );
      // The same records the call lists: in the database by the time the event went out.
      expect(sent).toEqual(await loadedDrops(server, 'en', 2));

      const events = publish.mock.calls.filter(([, event]) => event === LIVE_DROPS_EVENT);
      expect(events.map(([channel]) => channel)).toEqual(LOCALES.map(liveDropsChannel));
      const zh = events.find(([channel]) => channel === 'drops:zh')?.[2];
      expect(zh).toEqual({ list: await loadedDrops(server, 'zh', 2) });
    } finally {
      listener.close();
      publish.mockRestore();
    }
  });

  it("sends nothing for a refused opening or a test account's", async () => {
    const publish = vi.spyOn(server.hub, 'publish');
    try {
      const boxId = await siteBoxId(server, 5);
      const broke = await playerWithCoins(server, 4n);
      expect((await broke.call('/api/box/open', { boxId })).status).toBe(409);
      const tester = await playerWithCoins(server, 5n);
      await server.database.db
        .update(users)
        .set({ userType: AccountKind.test })
        .where(eq(users.id, tester.userId));
      expect((await tester.call('/api/box/open', { boxId })).code).toBe(0);

      await new Promise((resolve) => setTimeout(resolve, LIVE_DROPS_TICK_MS * 1.5));
      expect(publish.mock.calls.filter(([, event]) => event === LIVE_DROPS_EVENT)).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });
});
