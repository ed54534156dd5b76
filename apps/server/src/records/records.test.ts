import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../money/ledger';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Page {
  list: Array<{ kind: string; amount?: string }>;
  total: number;
}

describe('ledger and item records', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pages the coin ledger 10 at a time, newest first', async () => {
    const player = await playerWithCoins(server, 12n);
    const boxId = await siteBoxId(server, 1);
    for (let i = 0; i < 11; i += 1) await player.call('/api/box/open', { boxId });
    const first = await player.call<Page>('/api/user/billDetails', { page: 1 });
    const second = await player.call<Page>('/api/user/billDetails', { page: 2 });
    expect(first.data.total).toBe(12);
    expect(first.data.list).toHaveLength(10);
    expect(second.data.list.map((e) => e.kind)).toEqual(['box.open', 'test.grant']);
  });

  it('lists the ammo ledger on its own', async () => {
    const player = await playerWithCoins(server, 5n);
    await credit(server.database.db, {
      userId: player.userId,
      currency: 'ammon',
      cents: 250n,
      kind: 'test.ammo',
      reference: 'records',
      account: 'promotions',
    });
    const ammo = await player.call<Page>('/api/user/ammoDetails', {});
    expect(ammo.data.list).toEqual([
      expect.objectContaining({ kind: 'test.ammo', amount: '2.50' }),
    ]);
  });

  it('records every move of an item', async () => {
    const player = await playerWithCoins(server, 1n);
    const opened = await player.call<{ results: Array<{ bagItemId: number }> }>('/api/box/open', {
      boxId: await siteBoxId(server, 1),
    });
    await player.call('/api/user/sell', { ids: [opened.data.results[0]?.bagItemId] });
    const records = await player.call<Page>('/api/user/goodsRecords', {});
    expect(records.data.list.map((r) => r.kind)).toEqual(['bag.sell', 'box.open']);
  });
});
