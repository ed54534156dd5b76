import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardCodes } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { issueCardCodes } from '../recharge/cardCodes';
import { checkedTestServer } from '../testing/checkedTestServer';

/** Issue 6 "reliability, measured": races on real PostgreSQL, through HTTP. */
describe('concurrent requests on PostgreSQL', () => {
  const server = checkedTestServer({ items: true });

  it('lets exactly 10 of 50 parallel 1-coin opens through on a 10-coin balance', async () => {
    const player = await playerWithCoins(server(), 10n);
    const boxId = await siteBoxId(server(), 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => player.call('/api/box/open', { boxId, count: 1 })),
    );
    const won = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(won).toHaveLength(10);
    expect(refused.every((a) => a.status === 409 && a.msg === 'Insufficient balance')).toBe(true);
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(0n);
  });

  it('lets exactly one of a sale and an extraction of the same item win', async () => {
    const player = await playerWithCoins(server(), 5n);
    const ids = await openForItems(player, await siteBoxId(server(), 1), 1);
    const [sale, extraction] = await Promise.all([
      player.call('/api/user/sell', { ids }),
      player.call('/api/user/extractGoods', { ids }),
    ]);
    expect([sale?.code, extraction?.code].filter((code) => code === 0)).toHaveLength(1);
    expect([sale?.status, extraction?.status].filter((s) => s === 409)).toHaveLength(1);
  });

  it('lets only one of two parallel gold-coin exchanges spend a quota that covers one', async () => {
    const player = await playerWithCoins(server(), 100n);
    const mall = await player.call<{ list: Array<{ mallGoodsId: number; cost: string }> }>(
      '/api/mall/list',
      { currency: 'amount' },
    );
    const goods = mall.data.list[0];
    // Turnover of ceil(cost) coins: enough for one exchange, never for two (cost is at least 1).
    const opens = Math.ceil(Number(goods?.cost));
    const boxId = await siteBoxId(server(), 1);
    for (let i = 0; i < opens; i += 1) await player.call('/api/box/open', { boxId });
    const answers = await Promise.all([
      player.call('/api/user/buyMallGoods', { mallGoodsId: goods?.mallGoodsId }),
      player.call('/api/user/buyMallGoods', { mallGoodsId: goods?.mallGoodsId }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
  });

  it('credits one card code once when it is redeemed twice at once', async () => {
    const player = await playerWithCoins(server(), 0n);
    const [card] = await issueCardCodes(server().database.db, 1, 5000n, 'race');
    const body = { cardNo: card?.cardNo, cardPassword: card?.password };
    const answers = await Promise.all([
      player.call('/api/recharge/card', body),
      player.call('/api/recharge/card', body),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(5000n);
    const [stored] = await server()
      .database.db.select()
      .from(cardCodes)
      .where(eq(cardCodes.cardNo, card?.cardNo ?? ''));
    expect(stored?.redeemedBy).toBe(player.userId);
  });
});
