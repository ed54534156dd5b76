import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagItems, ledger, replaceStock } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { entryState, grantItems } from './testBag';

/** Trade-up races on real PostgreSQL, through HTTP: nothing lost, nothing duplicated. */
describe('trade-up races on PostgreSQL', () => {
  const server = checkedTestServer({ items: true });

  it('lets exactly one of 50 parallel replacements of the same items through', async () => {
    const player = await playerWithCoins(server(), 0n);
    const items = await grantItems(server(), player.userId, 3, 2000);
    const ids = items.map((i) => i.id);
    const targets = await player.call<{ list: Array<{ goodsId: number; stock: number }> }>(
      '/api/extend/getReplaceGoods',
      { rucksackIds: ids },
    );
    const target = targets.data.list.at(-1);
    if (!target) throw new Error('no target');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        player.call('/api/extend/replaceGoods', {
          rucksackIds: ids,
          targetGoodsId: target.goodsId,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const received = await server()
      .database.db.select({ id: bagItems.id })
      .from(bagItems)
      .where(and(eq(bagItems.userId, player.userId), eq(bagItems.source, 'replacement')));
    expect(received).toHaveLength(1);
    const [stock] = await server()
      .database.db.select({ stock: replaceStock.stock })
      .from(replaceStock)
      .where(eq(replaceStock.itemId, target.goodsId));
    expect(stock?.stock).toBe(target.stock - 1);
    const luckyBags = await server()
      .database.db.select({ id: ledger.id })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.kind, 'replace.luckyBag')));
    expect(luckyBags.length).toBeLessThanOrEqual(1);
  });

  it('lets exactly one of a contract and a sale of the same item win', async () => {
    const player = await playerWithCoins(server(), 0n);
    const items = await grantItems(server(), player.userId, 3, 1000);
    const ids = items.map((i) => i.id);
    const preview = await player.call<{ ladder: Array<{ goods: { goodsId: number } }> }>(
      '/api/extend/contractPreview',
      { rucksackIds: ids },
    );
    const ladderGoodsIds = preview.data.ladder.map((r) => r.goods.goodsId);
    const [contract, sale] = await Promise.all([
      player.call('/api/extend/signContract', { rucksackIds: ids, ladderGoodsIds }),
      player.call('/api/user/sell', { ids: [ids[1]] }),
    ]);
    expect([contract?.code, sale?.code].filter((code) => code === 0)).toHaveLength(1);
    const coins = await getBalanceCents(server().database.db, player.userId, 'amount');
    if (sale?.code === 0) {
      expect(coins).toBe(items[1]?.priceCents);
      expect(await entryState(server(), ids[0] ?? 0)).toBe('bag');
    } else {
      expect(coins).toBe(0n);
      for (const id of ids) expect(await entryState(server(), id)).toBe('consumed');
    }
  });

  it('credits ammo once when the same items are refined 20 times at once', async () => {
    const player = await playerWithCoins(server(), 0n);
    const items = await grantItems(server(), player.userId, 2, 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.call('/api/extend/userRefineGoods', { rucksackIds: items.map((i) => i.id) }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const expected = items.reduce((s, i) => s + (i.priceCents * 8000n) / 10_000n, 0n);
    expect(await getBalanceCents(server().database.db, player.userId, 'ammon')).toBe(expected);
  });

  it('opens exactly as many ammo boxes as the ammo pays for', async () => {
    const player = await playerWithCoins(server(), 0n);
    const items = await grantItems(server(), player.userId, 1, 2000);
    await player.call('/api/extend/userRefineGoods', { rucksackIds: items.map((i) => i.id) });
    const ammo = await getBalanceCents(server().database.db, player.userId, 'ammon');
    const boxes = await player.call<{ list: Array<{ boxId: number }> }>('/api/extend/ammoBoxes');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        player.call('/api/extend/openAmmoBox', { boxId: boxes.data.list[0]?.boxId }),
      ),
    );
    const opened = answers.filter((a) => a.code === 0).length;
    expect(opened).toBe(Number(ammo / 500n));
    expect(await getBalanceCents(server().database.db, player.userId, 'ammon')).toBe(
      ammo - BigInt(opened) * 500n,
    );
  });
});
