import { describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { catalogueItems } from '../db/schema';
import { grantTestCoins } from '../testing/testGrant';
import { apiCaller } from '../testing/api';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { mallCostCents } from './rules/pricing';

interface MallPage {
  list: Array<{
    mallGoodsId: number;
    cost: string;
    stock: number;
    goods: { goodsId: number; price: string; quality: string };
  }>;
  total: number;
}

describe('the mall', () => {
  const server = checkedTestServer();

  const cheapest = async (currency: 'point' | 'amount') => {
    const page = await apiCaller(server())<MallPage>('/api/mall/list', { currency });
    const goods = page.data.list[0];
    if (!goods) throw new Error('the mall is empty');
    return goods;
  };

  it('lets visitors browse both malls', async () => {
    const points = await apiCaller(server())<MallPage>('/api/mall/list', { currency: 'point' });
    const coins = await apiCaller(server())<MallPage>('/api/mall/list', { currency: 'amount' });
    expect(points.data.total).toBeGreaterThan(0);
    expect(coins.data.total).toBeGreaterThan(0);
  });

  it('prices every offer from its item price: 20 points per coin, or the price plus a quarter', async () => {
    for (const currency of ['point', 'amount'] as const) {
      const page = await apiCaller(server())<MallPage>('/api/mall/list', {
        currency,
        pageSize: 50,
      });
      for (const offer of page.data.list) {
        const expected = mallCostCents(currency, moneyToCents(offer.goods.price));
        expect(offer.cost).toBe(centsToMoney(expected));
      }
    }
  });

  it("follows an operator's price override, so an offer never costs less than it sells for", async () => {
    const goods = await cheapest('amount');
    const db = server().database.db;
    await db
      .update(catalogueItems)
      .set({ overridePriceCents: 900_00n })
      .where(eq(catalogueItems.id, goods.goods.goodsId));
    try {
      const page = await apiCaller(server())<MallPage>('/api/mall/list', {
        currency: 'amount',
        pageSize: 50,
      });
      const repriced = page.data.list.find((o) => o.mallGoodsId === goods.mallGoodsId);
      expect(repriced?.cost).toBe('1125.00');
    } finally {
      await db
        .update(catalogueItems)
        .set({ overridePriceCents: null })
        .where(eq(catalogueItems.id, goods.goods.goodsId));
    }
  });

  it('filters by quality', async () => {
    const page = await apiCaller(server())<MallPage>('/api/mall/list', {
      currency: 'amount',
      quality: 'milSpec',
      pageSize: 50,
    });
    expect(page.data.list.every((g) => g.goods.quality === 'milSpec')).toBe(true);
  });

  it('refuses a price range whose minimum exceeds its maximum', async () => {
    const answer = await apiCaller(server())('/api/mall/list', { minPrice: '9', maxPrice: '1' });
    expect(answer).toMatchObject({
      status: 400,
      msg: 'The minimum price must not exceed the maximum price',
    });
  });

  it('asks for an item to be chosen', async () => {
    const player = await playerWithCoins(server(), 0n);
    const answer = await player.call('/api/user/buyMallGoods', {});
    expect(answer).toMatchObject({ status: 400, msg: 'Choose an item to exchange' });
  });

  it('keeps the quota at zero for coins that were only recharged', async () => {
    const player = await playerWithCoins(server(), 500n);
    const quota = await player.call('/api/mall/quota');
    expect(quota.data).toEqual({ quota: '0.00', amount: '500.00' });
    const goods = await cheapest('amount');
    const answer = await player.call('/api/user/buyMallGoods', { mallGoodsId: goods.mallGoodsId });
    expect(answer).toMatchObject({
      status: 409,
      msg: 'Your exchange quota is too low; opening boxes raises it',
    });
  });

  it('raises the quota by box-opening turnover and spends it on a gold-coin exchange', async () => {
    const player = await playerWithCoins(server(), 100n);
    await player.call('/api/box/open', { boxId: await siteBoxId(server(), 20), count: 1 });
    expect((await player.call('/api/mall/quota')).data).toEqual({
      quota: '20.00',
      amount: '80.00',
    });
    const goods = await cheapest('amount');
    const bought = await player.call<{ amount: string; point: string }>('/api/user/buyMallGoods', {
      mallGoodsId: goods.mallGoodsId,
    });
    // Points: 1 per coin spent, on the box and on the exchange.
    expect(Number(bought.data.point)).toBeCloseTo(20 + Number(goods.cost), 2);
    const quota = await player.call<{ quota: string }>('/api/mall/quota');
    expect(Number(quota.data.quota)).toBeCloseTo(20 - Number(goods.cost), 2);
  });

  it('exchanges points for an item, into the bag, and counts the stock down', async () => {
    const player = await playerWithCoins(server(), 0n);
    const goods = await cheapest('point');
    const cost = BigInt(Math.round(Number(goods.cost) * 100));
    await grantTestCoins(server().database.db, player.userId, cost, 'mall', 'point');
    const bought = await player.call<{ point: string }>('/api/user/buyMallGoods', {
      mallGoodsId: goods.mallGoodsId,
    });
    expect(bought.data.point).toBe('0.00');
    const bag = await player.call<{ total: number }>('/api/user/rucksackGoods', {});
    expect(bag.data.total).toBe(1);
    expect((await cheapest('point')).stock).toBe(goods.stock - 1);
  });

  it('refuses a points exchange without enough points', async () => {
    const player = await playerWithCoins(server(), 0n);
    const goods = await cheapest('point');
    const answer = await player.call('/api/user/buyMallGoods', { mallGoodsId: goods.mallGoodsId });
    expect(answer).toMatchObject({ status: 409, msg: 'Insufficient balance' });
  });
});
