import { describe, expect, it } from 'vitest';
import { getBalanceCents } from '../money/ledger';
import { issueCardCodes } from '../recharge/cardCodes';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { NO_LIMITS } from '../testing/noLimits';

/** The limits hold under parallel stakes and recharges on real PostgreSQL: never exceeded. */
describe('limits under concurrency', () => {
  const server = checkedTestServer();

  it('never lets 40 parallel stakes of two games lose more than a 10-coin loss limit', async () => {
    const player = await playerWithCoins(server(), 100n);
    await player.call('/api/limits/set', { limits: { ...NO_LIMITS, lossDay: '10.00' } });
    const boxId = await siteBoxId(server(), 1);
    const lucky = await player.call<{ list: Array<{ goodsId: number }> }>('/api/lucky/goods', {
      page: 1,
      pageSize: 1,
      sort: 'priceAsc',
    });
    const goodsId = lucky.data.list[0]?.goodsId ?? 0;
    const tryCost = await player.call<{ costs: Array<{ chance: number; cost: string }> }>(
      '/api/lucky/detail',
      { goodsId },
    );
    const cheapest = tryCost.data.costs.reduce((a, b) =>
      Number(a.cost) <= Number(b.cost) ? a : b,
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? player.call('/api/box/open', { boxId, count: 1 })
          : player.call('/api/lucky/try', { goodsId, chance: cheapest.chance }),
      ),
    );
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused.every((a) => a.status === 409 && /daily loss limit of 10.00/.test(a.msg))).toBe(
      true,
    );
    const spent = 10_000n - (await getBalanceCents(server().database.db, player.userId, 'amount'));
    expect(spent).toBeLessThanOrEqual(1_000n);
    // A stake is refused only when it is more than the allowance left, so the spending ends within
    // the dearest refused stake of the limit. Which stakes the database takes first is its choice:
    // twenty 0.06 tries and then boxes of 1.00 can stop at 9.20.
    const stakeCents = (i: number) =>
      i % 2 === 0 ? 100n : BigInt(Math.round(Number(cheapest.cost) * 100));
    const dearestRefused = answers
      .map((answer, i) => (answer.code === 0 ? 0n : stakeCents(i)))
      .reduce((a, b) => (a > b ? a : b), 0n);
    expect(dearestRefused).toBeGreaterThan(0n);
    expect(spent).toBeGreaterThan(1_000n - dearestRefused);
  });

  it('lets exactly 5 of 20 parallel 10-coin recharges through a 50-coin deposit limit', async () => {
    const player = await playerWithCoins(server(), 0n);
    await player.call('/api/limits/set', { limits: { ...NO_LIMITS, depositDay: '50.00' } });
    const cards = await issueCardCodes(server().database.db, 10, 1_000n, 'limits-race');
    const answers = await Promise.all([
      ...cards.map((card) =>
        player.call('/api/recharge/card', { cardNo: card.cardNo, cardPassword: card.password }),
      ),
      ...Array.from({ length: 10 }, () =>
        player.call('/api/recharge/order', { method: 'alipay', amount: '10.00' }),
      ),
    ]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(5_000n);
  });

  it('stops every parallel stake once a pause starts among them', async () => {
    const player = await playerWithCoins(server(), 100n);
    const boxId = await siteBoxId(server(), 1);
    const answers = await Promise.all([
      player.call('/api/limits/pause', { kind: 'coolOff', length: 'day1' }),
      ...Array.from({ length: 20 }, () => player.call('/api/box/open', { boxId, count: 1 })),
    ]);
    const [pause, ...opens] = answers;
    expect(pause?.code).toBe(0);
    const after = await player.call('/api/box/open', { boxId, count: 1 });
    expect(after.status).toBe(403);
    const opened = opens.filter((a) => a.code === 0).length;
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(
      10_000n - BigInt(opened) * 100n,
    );
  });
});
