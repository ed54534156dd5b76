import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallGoods } from '../db/schema';
import { apiCaller } from '../testing/api';
import { addNamedGoods, WILDCARD_NAMED_GOODS } from '../testing/namedGoods';
import { startTestServer, type TestServer } from '../testing/testServer';

interface MallPage {
  list: Array<{ mallGoodsId: number; cost: string; goods: { name: string } }>;
  total: number;
}

/** Points offers added to the seeded mall, named so each LIKE wildcard would match a neighbour. */
const GOODS = WILDCARD_NAMED_GOODS;

/** Issue 30 #9: the mall's name search and orders, over HTTP, as a visitor browses. */
describe('searching and ordering the mall', () => {
  let server: TestServer;
  let list: (body: object) => Promise<MallPage>;
  beforeAll(async () => {
    server = await startTestServer();
    const itemIds = await addNamedGoods(server.database, GOODS);
    // One at a time, so the offers' ids (the tie order) follow GOODS.
    for (const itemId of itemIds) {
      await server.database.db.insert(mallGoods).values({ itemId, currency: 'point', stock: 5 });
    }
    list = async (body) => {
      const answer = await apiCaller(server)<MallPage>('/api/mall/list', {
        currency: 'point',
        pageSize: 50,
        ...body,
      });
      expect(answer.status).toBe(200);
      return answer.data;
    };
  });
  afterAll(() => server.close());

  const names = async (body: object) => (await list(body)).list.map((offer) => offer.goods.name);

  it('finds offers whose item name holds the search, in any case and in any language', async () => {
    expect(await names({ name: 'qzv 50' })).toEqual(['Qzv 50x Sale', 'Qzv 50% Sale']);
    expect(await names({ name: '반값' })).toEqual(['Qzv 50% Sale']);
    expect(await names({ name: 'qzv', currency: 'amount' })).toEqual([]);
  });

  it.each([
    ['50%', 'Qzv 50% Sale'],
    ['5_0', 'Qzv 5_0 Tag'],
    ['k\\s', 'Qzv back\\slash'],
  ])('takes %s literally, not as a LIKE wildcard', async (search, found) => {
    expect(await names({ name: search })).toEqual([found]);
  });

  it('lists cheapest first by default, or dearest first; the older offer first at a tie', async () => {
    const cheapest = [
      'Qzv 50x Sale',
      'Qzv 5_0 Tag',
      'Qzv 5a0 Tag',
      'Qzv 50% Sale',
      'Qzv back\\slash',
    ];
    expect(await names({ name: 'qzv' })).toEqual(cheapest);
    expect(await names({ name: 'qzv', sort: 'priceAsc' })).toEqual(cheapest);
    expect(await names({ name: 'qzv', sort: 'priceDesc' })).toEqual([
      'Qzv back\\slash',
      'Qzv 50% Sale',
      'Qzv 5_0 Tag',
      'Qzv 5a0 Tag',
      'Qzv 50x Sale',
    ]);
    const costs = (await list({ sort: 'priceDesc' })).list.map((offer) => Number(offer.cost));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
  });

  it.each(['priceAsc', 'priceDesc'])(
    'pages the whole mall in %s order without repeating or skipping an offer',
    async (sort) => {
      const whole = await list({ sort });
      const paged: number[] = [];
      for (let page = 1; (page - 1) * 4 < whole.total; page += 1) {
        const answer = await list({ sort, page, pageSize: 4 });
        paged.push(...answer.list.map((offer) => offer.mallGoodsId));
      }
      expect(paged).toEqual(whole.list.map((offer) => offer.mallGoodsId));
      expect(new Set(paged).size).toBe(whole.total);
    },
  );

  it.each([
    [
      'an over-long name',
      { name: 'Q'.repeat(65) },
      'Search for an item name of 1 to 64 characters',
    ],
    ['a blank name', { name: '' }, 'Search for an item name of 1 to 64 characters'],
    ['an unknown order', { sort: 'newest' }, 'The request is not valid'],
  ])('refuses %s and leaves the mall as it was', async (_case, body, message) => {
    const before = await list({});
    const answer = await apiCaller(server)('/api/mall/list', body);
    expect(answer).toMatchObject({ status: 400, msg: message });
    expect(await list({})).toEqual(before);
  });
});
