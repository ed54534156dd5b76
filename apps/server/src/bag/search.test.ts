import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagItems } from '../db/schema';
import { addNamedGoods, WILDCARD_NAMED_GOODS } from '../testing/namedGoods';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';

interface Page {
  list: Array<{ id: number; goods: { name: string; price: string } }>;
  total: number;
}

/** The bag's items, named so that each LIKE wildcard would match a neighbour if taken as one. */
const GOODS = [
  ...WILDCARD_NAMED_GOODS,
  { name: 'Qzv backslash', cents: 500n },
  { name: 'Qzv Mixed CASE', cents: 200n },
];

/** Issue 30 #9: the bag's name search and orders, over HTTP. */
describe('searching and ordering the bag', () => {
  let server: TestServer;
  let player: Awaited<ReturnType<typeof playerWithCoins>>;
  /** Bag entry ids by item name. */
  const entry = new Map<string, number>();
  beforeAll(async () => {
    server = await startTestServer();
    player = await playerWithCoins(server, 0n);
    const itemIds = await addNamedGoods(server.database, GOODS);
    // One at a time, so the entries' ids (the newest order) follow GOODS.
    for (const [i, itemId] of itemIds.entries()) {
      const [row] = await server.database.db
        .insert(bagItems)
        .values({ userId: player.userId, itemId, source: 'grant', sourceRef: 'test' })
        .returning({ id: bagItems.id });
      entry.set(GOODS[i]?.name ?? '', row?.id ?? 0);
    }
  });
  afterAll(() => server.close());

  const names = async (body: object) => {
    const page = await player.call<Page>('/api/user/rucksackGoods', { pageSize: 50, ...body });
    expect(page.status).toBe(200);
    return page.data.list.map((item) => item.goods.name);
  };

  it('finds items whose name holds the search, in any case', async () => {
    expect(await names({ name: 'mixed case' })).toEqual(['Qzv Mixed CASE']);
    expect(await names({ name: '  QZV 50' })).toEqual(['Qzv 50x Sale', 'Qzv 50% Sale']);
  });

  it("finds an item by its name in another language than the player's", async () => {
    const page = await player.call<Page>('/api/user/rucksackGoods', { name: '반값' });
    expect(page.data.list.map((item) => item.id)).toEqual([entry.get('Qzv 50% Sale')]);
    // The answer names it in the player's language (English here).
    expect(page.data.list[0]?.goods.name).toBe('Qzv 50% Sale');
  });

  it.each([
    ['50%', 'Qzv 50% Sale'],
    ['5_0', 'Qzv 5_0 Tag'],
    ['k\\s', 'Qzv back\\slash'],
  ])('takes %s literally, not as a LIKE wildcard', async (search, found) => {
    expect(await names({ name: search })).toEqual([found]);
  });

  it('finds nothing for a name no item holds', async () => {
    const page = await player.call<Page>('/api/user/rucksackGoods', { name: 'Qzv 99' });
    expect(page.data).toMatchObject({ list: [], total: 0 });
  });

  it('lists newest first by default, and by price both ways with the newest first at a tie', async () => {
    const newest = GOODS.map((g) => g.name).reverse();
    expect(await names({})).toEqual(newest);
    expect(await names({ sort: 'newest' })).toEqual(newest);
    expect(await names({ sort: 'priceDesc' })).toEqual([
      'Qzv backslash',
      'Qzv back\\slash',
      'Qzv 50% Sale',
      'Qzv Mixed CASE',
      'Qzv 5a0 Tag',
      'Qzv 5_0 Tag',
      'Qzv 50x Sale',
    ]);
    expect(await names({ sort: 'priceAsc' })).toEqual([
      'Qzv 50x Sale',
      'Qzv Mixed CASE',
      'Qzv 5a0 Tag',
      'Qzv 5_0 Tag',
      'Qzv 50% Sale',
      'Qzv back\\slash',
      'Qzv backslash',
    ]);
  });

  it.each(['newest', 'priceDesc', 'priceAsc'])(
    'pages the %s order without repeating or skipping an item',
    async (sort) => {
      const whole = await names({ sort, name: 'qzv' });
      const paged: string[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const answer = await player.call<Page>('/api/user/rucksackGoods', {
          sort,
          name: 'qzv',
          page,
          pageSize: 2,
        });
        expect(answer.data.total).toBe(GOODS.length);
        paged.push(...answer.data.list.map((item) => item.goods.name));
      }
      expect(paged).toEqual(whole);
    },
  );

  it.each([
    [
      'an over-long name',
      { name: 'Q'.repeat(65) },
      'Search for an item name of 1 to 64 characters',
    ],
    ['a blank name', { name: '   ' }, 'Search for an item name of 1 to 64 characters'],
    ['an unknown order', { sort: 'name' }, 'The request is not valid'],
  ])('refuses %s and leaves the bag as it was', async (_case, body, message) => {
    const before = await names({});
    const answer = await player.call('/api/user/rucksackGoods', body);
    expect(answer).toMatchObject({ status: 400, msg: message });
    expect(await names({})).toEqual(before);
  });
});
