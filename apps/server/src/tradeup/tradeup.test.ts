import { contractRoll, pickByTicket, TICKETS, ticketRanges } from '@skinbox/fairness';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replaceStock } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { entryState, grantItems } from './testBag';

interface Target {
  goodsId: number;
  price: string;
  value: string;
  stock: number;
}
interface Targets {
  list: Target[];
  total: number;
  bagValue: string;
  estimate: string;
  maxPrice: string;
  minPrice: string;
}
interface Rung {
  goods: { goodsId: number; price: string };
  tickets: number;
  ticketFrom: number;
  ticketTo: number;
}
interface Preview {
  value: string;
  expectedValue: string;
  rtpBasisPoints: number;
  ladder: Rung[];
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** GAMES.md section 5 over HTTP: replacement, contract, refining and ammo boxes. */
describe('the trade-up family', () => {
  const server = checkedTestServer({ items: true });

  describe('replacement (SPEC sections 5, 8, 9)', () => {
    it('lists the offerable bag entries with their value', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 1500);
      const answer = await player.call<{ list: unknown[]; total: number; bagValue: string }>(
        '/api/extend/userRucksackWeapons',
        {},
      );
      expect(answer.data.total).toBe(3);
      expect(cents(answer.data.bagValue)).toBe(
        Number(items.reduce((s, i) => s + i.priceCents, 0n)),
      );
    });

    it('lists targets priced up to 5 % above the estimate and not under half the bag value, stock 10+', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 2000);
      const bag = Number(items.reduce((s, i) => s + i.priceCents, 0n));
      const answer = await player.call<Targets>('/api/extend/getReplaceGoods', {
        rucksackIds: items.map((i) => i.id),
        pageSize: 50,
      });
      expect(answer.code).toBe(0);
      expect(cents(answer.data.bagValue)).toBe(bag);
      expect(cents(answer.data.maxPrice)).toBe(Math.floor((bag * 105) / 100));
      expect(answer.data.list.length).toBeGreaterThan(0);
      for (const target of answer.data.list) {
        expect(cents(target.price)).toBeLessThanOrEqual(Math.floor((bag * 105) / 100));
        expect(cents(target.price)).toBeGreaterThanOrEqual(Math.ceil(bag / 2));
        expect(target.stock).toBeGreaterThanOrEqual(10);
        // The replacement price carries the 1.15 markup over the item's own price.
        expect(cents(target.price)).toBe(Math.ceil((cents(target.value) * 11_500) / 10_000));
      }
      const prices = answer.data.list.map((t) => cents(t.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      const lower = await player.call<Targets>('/api/extend/getReplaceGoods', {
        rucksackIds: items.map((i) => i.id),
        estimate: (bag / 100 / 1.5).toFixed(2),
        pageSize: 50,
      });
      expect(lower.data.list.every((t) => cents(t.price) <= cents(lower.data.maxPrice))).toBe(true);
    });

    it('says the estimate exceeds the bag value, or falls too far below it', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 2000);
      const bag = Number(items.reduce((s, i) => s + i.priceCents, 0n));
      const ask = (estimate: number) =>
        player.call('/api/extend/getReplaceGoods', {
          rucksackIds: items.map((i) => i.id),
          estimate: (estimate / 100).toFixed(2),
        });
      expect(await ask(bag + 1)).toMatchObject({
        status: 409,
        msg: 'The replacement value exceeds your bag value',
      });
      expect(await ask(Math.floor(bag / 2) - 1)).toMatchObject({
        status: 409,
        msg: 'The replacement value is too far below your bag value',
      });
    });

    it('replaces the offered items with the target and returns the shortfall as a lucky bag', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 2000);
      const ids = items.map((i) => i.id);
      const bag = Number(items.reduce((s, i) => s + i.priceCents, 0n));
      const targets = await player.call<Targets>('/api/extend/getReplaceGoods', {
        rucksackIds: ids,
        pageSize: 50,
      });
      const target = targets.data.list.find((t) => cents(t.price) < bag);
      if (!target) throw new Error('no target below the bag value');
      const answer = await player.call<{
        item: { id: number; goods: { goodsId: number } };
        luckyBagAmount: string;
        amount: string;
      }>('/api/extend/replaceGoods', { rucksackIds: ids, targetGoodsId: target.goodsId });
      expect(answer.code).toBe(0);
      expect(answer.data.item.goods.goodsId).toBe(target.goodsId);
      expect(cents(answer.data.luckyBagAmount)).toBe(bag - cents(target.price));
      expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(
        BigInt(bag - cents(target.price)),
      );
      for (const id of ids) expect(await entryState(server(), id)).toBe('consumed');
      expect(await entryState(server(), answer.data.item.id)).toBe('bag');
      const [stock] = await server()
        .database.db.select({ stock: replaceStock.stock })
        .from(replaceStock)
        .where(eq(replaceStock.itemId, target.goodsId));
      expect(stock?.stock).toBe(target.stock - 1);
      // The items are gone: offering them again is refused.
      expect(
        await player.call('/api/extend/replaceGoods', {
          rucksackIds: ids,
          targetGoodsId: target.goodsId,
        }),
      ).toMatchObject({ status: 409 });
    });

    it('hides and refuses a target whose stock fell under 10', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 2000);
      const ids = items.map((i) => i.id);
      const before = await player.call<Targets>('/api/extend/getReplaceGoods', {
        rucksackIds: ids,
      });
      const target = before.data.list[0];
      if (!target) throw new Error('no target');
      await server()
        .database.db.update(replaceStock)
        .set({ stock: 9 })
        .where(eq(replaceStock.itemId, target.goodsId));
      const after = await player.call<Targets>('/api/extend/getReplaceGoods', {
        rucksackIds: ids,
        pageSize: 50,
      });
      expect(after.data.list.map((t) => t.goodsId)).not.toContain(target.goodsId);
      expect(
        await player.call('/api/extend/replaceGoods', {
          rucksackIds: ids,
          targetGoodsId: target.goodsId,
        }),
      ).toMatchObject({ status: 409, msg: 'The target item is out of stock' });
      for (const id of ids) expect(await entryState(server(), id)).toBe('bag');
    });

    it('refuses a target dearer than 5 % above the bag value', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 2000);
      const rich = await grantItems(server(), player.userId, 1, 100_000);
      const ids = items.map((i) => i.id);
      expect(
        await player.call('/api/extend/replaceGoods', {
          rucksackIds: ids,
          targetGoodsId: rich[0]?.itemId,
        }),
      ).toMatchObject({ status: 409 });
    });

    it.each([
      [2, 2000, 'Choose at least 3 items'],
      [10, 2000, 'Too many items for one replacement'],
    ])('with %i items says "%s"', async (count, minCents, message) => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, count, minCents);
      expect(
        await player.call('/api/extend/replaceGoods', {
          rucksackIds: items.map((i) => i.id),
          targetGoodsId: 1,
        }),
      ).toMatchObject({ status: 400, msg: message });
    });

    it('refuses items worth 40 coins or less, and a missing target', async () => {
      const player = await playerWithCoins(server(), 0n);
      const cheap = await grantItems(server(), player.userId, 3, 1);
      expect(
        await player.call('/api/extend/getReplaceGoods', { rucksackIds: cheap.map((i) => i.id) }),
      ).toMatchObject({ status: 409, msg: 'The chosen items must be worth more than 40 coins' });
      expect(
        await player.call('/api/extend/replaceGoods', { rucksackIds: cheap.map((i) => i.id) }),
      ).toMatchObject({ status: 400, msg: 'Choose a target item' });
    });
  });

  describe('refining and ammo boxes', () => {
    it('melts items into ammo at the rate, on the ammo ledger, and opens an ammo box with it', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 4, 3000);
      const materials = await player.call<{ list: Array<{ id: number }>; total: number }>(
        '/api/user/getRucksackMaterials',
        {},
      );
      expect(materials.data.total).toBe(4);
      const terms = await player.call<{ rateBasisPoints: number; ammon: string }>(
        '/api/extend/refineTerms',
      );
      expect(terms.data).toEqual({ rateBasisPoints: 8000, ammon: '0.00' });

      const refined = await player.call<{ ammo: string; ammon: string }>(
        '/api/extend/userRefineGoods',
        { rucksackIds: items.map((i) => i.id) },
      );
      const expected = items.reduce((s, i) => s + (i.priceCents * 8000n) / 10_000n, 0n);
      expect(cents(refined.data.ammo)).toBe(Number(expected));
      expect(cents(refined.data.ammon)).toBe(Number(expected));
      for (const item of items) expect(await entryState(server(), item.id)).toBe('consumed');
      const ledger = await player.call<{ list: Array<{ amount: string }>; total: number }>(
        '/api/user/ammoDetails',
        {},
      );
      expect(ledger.data.total).toBe(1);

      const boxes = await player.call<{ list: Array<{ boxId: number; price: string }> }>(
        '/api/extend/ammoBoxes',
      );
      expect(boxes.data.list.map((b) => b.price)).toEqual(['5.00', '20.00', '60.00', '200.00']);
      const cheapest = boxes.data.list[0];
      if (!cheapest) throw new Error('no ammo box');
      const detail = await player.call<{ items: Array<{ ticketFrom: number; ticketTo: number }> }>(
        '/api/extend/ammoBoxDetail',
        { boxId: cheapest.boxId },
      );
      expect(detail.data.items.at(-1)?.ticketTo).toBe(TICKETS);
      const opened = await player.call<{
        results: Array<{ bagItemId: number; rollId: number; ticket: number }>;
        ammon: string;
      }>('/api/extend/openAmmoBox', { boxId: cheapest.boxId, count: 2 });
      expect(opened.code).toBe(0);
      expect(opened.data.results).toHaveLength(2);
      expect(cents(opened.data.ammon)).toBe(Number(expected) - 1000);
      for (const drop of opened.data.results) {
        expect(await entryState(server(), drop.bagItemId)).toBe('bag');
        const verified = await player.call<{ game: string; ticket: number }>(
          '/api/fairness/verify',
          { rollId: drop.rollId },
        );
        expect(verified.data).toMatchObject({ game: 'ammobox', ticket: drop.ticket });
      }
    });

    it('refuses an ammo box the ammo cannot pay for, and a box that is no ammo box', async () => {
      const player = await playerWithCoins(server(), 500n);
      const boxes = await player.call<{ list: Array<{ boxId: number }> }>('/api/extend/ammoBoxes');
      expect(
        await player.call('/api/extend/openAmmoBox', { boxId: boxes.data.list[0]?.boxId }),
      ).toMatchObject({ status: 409, msg: 'Not enough ammo; refine items to get more' });
      expect(await player.call('/api/extend/openAmmoBox', { boxId: 1 })).toMatchObject({
        status: 404,
        msg: 'This ammo box does not exist',
      });
      expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(50_000n);
    });

    it('refuses to refine nothing, or an item no longer in the bag', async () => {
      const player = await playerWithCoins(server(), 0n);
      expect(await player.call('/api/extend/userRefineGoods', { rucksackIds: [] })).toMatchObject({
        status: 400,
        msg: 'Choose the items to refine',
      });
      const [item] = await grantItems(server(), player.userId, 1, 100);
      await player.call('/api/user/sell', { ids: [item?.id] });
      expect(
        await player.call('/api/extend/userRefineGoods', { rucksackIds: [item?.id] }),
      ).toMatchObject({ status: 409 });
      expect(await getBalanceCents(server().database.db, player.userId, 'ammon')).toBe(0n);
    });
  });

  describe('contract', () => {
    it('shows the ladder and odds, signs, and verifies once the seed is revealed', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 3, 1000);
      const ids = items.map((i) => i.id);
      const value = Number(items.reduce((s, i) => s + i.priceCents, 0n));
      const preview = await player.call<Preview>('/api/extend/contractPreview', {
        rucksackIds: ids,
      });
      expect(preview.code).toBe(0);
      const { ladder } = preview.data;
      expect(ladder.length).toBeGreaterThanOrEqual(2);
      expect(ladder.length).toBeLessThanOrEqual(8);
      for (const rung of ladder) {
        expect(cents(rung.goods.price)).toBeGreaterThanOrEqual(Math.ceil(value / 4));
        expect(cents(rung.goods.price)).toBeLessThanOrEqual(value * 4);
      }
      expect(ladder.reduce((s, r) => s + r.tickets, 0)).toBe(TICKETS);
      expect(cents(preview.data.expectedValue)).toBeLessThanOrEqual(Math.floor(value * 0.9));

      const seen = ladder.map((r) => r.goods.goodsId);
      expect(
        await player.call('/api/extend/signContract', {
          rucksackIds: ids,
          ladderGoodsIds: [...seen].reverse(),
        }),
      ).toMatchObject({
        status: 409,
        msg: 'The contract prizes have changed; review the odds again before signing',
      });
      const signed = await player.call<{
        contractId: number;
        item: { id: number; goods: { goodsId: number } };
        rung: number;
        ticket: number;
        nonce: number;
      }>('/api/extend/signContract', { rucksackIds: ids, ladderGoodsIds: seen });
      expect(signed.code).toBe(0);
      expect(signed.data.nonce).toBe(preview.data.nonce);
      expect(signed.data.item.goods.goodsId).toBe(seen[signed.data.rung]);
      for (const id of ids) expect(await entryState(server(), id)).toBe('consumed');
      expect(await entryState(server(), signed.data.item.id)).toBe('bag');

      await player.call('/api/fairness/changeClientSeed', { clientSeed: 'next-seed' });
      const records = await player.call<{
        list: Array<{
          serverSeed: string | null;
          clientSeed: string;
          nonce: number;
          ticket: number;
          rung: number;
          ladder: Array<{ tickets: number }>;
        }>;
      }>('/api/extend/contractRecords', {});
      const record = records.data.list[0];
      if (!record?.serverSeed) throw new Error('the seed was not revealed');
      const recomputed = await contractRoll(record.serverSeed, record.clientSeed, record.nonce);
      expect(recomputed.ticket).toBe(record.ticket);
      expect(
        pickByTicket(ticketRanges(record.ladder.map((r) => r.tickets)), recomputed.ticket),
      ).toBe(record.rung);
    });

    it('takes 3 to 10 different items', async () => {
      const player = await playerWithCoins(server(), 0n);
      const items = await grantItems(server(), player.userId, 11, 100);
      const ids = items.map((i) => i.id);
      expect(
        await player.call('/api/extend/contractPreview', { rucksackIds: ids.slice(0, 2) }),
      ).toMatchObject({ status: 400, msg: 'Choose at least 3 different items for a contract' });
      expect(await player.call('/api/extend/contractPreview', { rucksackIds: ids })).toMatchObject({
        status: 400,
        msg: 'A contract takes at most 10 items',
      });
      expect(
        await player.call('/api/extend/contractPreview', {
          rucksackIds: [ids[0], ids[0], ids[1]],
        }),
      ).toMatchObject({ status: 400 });
    });
  });
});
