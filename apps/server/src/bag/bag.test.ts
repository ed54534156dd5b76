import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryJob } from './delivery/deliveryJob';
import { runDueJobs } from '../runtime/jobs';
import { openForItems, payingPlayer, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { DAY_MS } from '@skinbox/rules';

interface Page {
  list: Array<{ id: number; state: string; goods: { quality: string; price: string } }>;
  total: number;
  bagValue: string;
}

const failing = {
  name: 'failing',
  delaySeconds: 0,
  deliver: () => Promise.resolve('failed' as const),
};
const dayLater = () => new Date(Date.now() + DAY_MS);

/** SPEC section 5 "Bag" rules and messages, and the delivery timer, over HTTP. */
describe('the bag', () => {
  const server = checkedTestServer({ items: true });
  let boxId: number;
  beforeAll(async () => {
    boxId = await siteBoxId(server(), 1);
  });

  it.each([
    ['/api/user/sell', 'Choose the items to sell'],
    ['/api/user/extractGoods', 'Choose the items to extract'],
    ['/api/user/cancelExtract', 'Choose the items whose extraction to cancel'],
  ])('%s with nothing chosen says "%s"', async (path, message) => {
    const player = await playerWithCoins(server(), 0n);
    expect(await player.call(path, { ids: [] })).toMatchObject({ status: 400, msg: message });
  });

  it('refuses a sale when any chosen item is extracting', async () => {
    const player = await payingPlayer(server(), 2n);
    const [kept, sent] = await openForItems(player, boxId, 2);
    await player.call('/api/user/extractGoods', { ids: [sent] });
    const answer = await player.call('/api/user/sell', { ids: [kept, sent] });
    expect(answer).toMatchObject({ status: 409, msg: 'Items being extracted cannot be sold' });
  });

  it('refuses to extract an item already extracted', async () => {
    const player = await payingPlayer(server(), 1n);
    const ids = await openForItems(player, boxId, 1);
    await player.call('/api/user/extractGoods', { ids });
    await runDueJobs(
      server().database.db,
      [deliveryJob({ ...failing, deliver: () => Promise.resolve('completed') })],
      { now: dayLater() },
    );
    const answer = await player.call('/api/user/extractGoods', { ids });
    expect(answer).toMatchObject({
      status: 409,
      msg: 'An item has already been extracted and cannot be extracted again',
    });
  });

  it('refuses to cancel an item that is not extracting', async () => {
    const player = await payingPlayer(server(), 1n);
    const ids = await openForItems(player, boxId, 1);
    const answer = await player.call('/api/user/cancelExtract', { ids });
    expect(answer).toMatchObject({
      status: 409,
      msg: 'Items that are not being extracted cannot be cancelled',
    });
  });

  it('cancels an extraction: the item is back and the timer no longer delivers it', async () => {
    const player = await payingPlayer(server(), 1n);
    const ids = await openForItems(player, boxId, 1);
    await player.call('/api/user/extractGoods', { ids });
    expect((await player.call('/api/user/cancelExtract', { ids })).code).toBe(0);
    await runDueJobs(server().database.db, [deliveryJob(failing)], { now: dayLater() });
    const bag = await player.call<Page>('/api/user/rucksackGoods', {});
    expect(bag.data.list.map((i) => i.state)).toEqual(['bag']);
  });

  it('puts the item back in the bag when the delivery fails', async () => {
    const player = await payingPlayer(server(), 1n);
    const ids = await openForItems(player, boxId, 1);
    await player.call('/api/user/extractGoods', { ids });
    await runDueJobs(server().database.db, [deliveryJob(failing)], { now: dayLater() });
    const bag = await player.call<Page>('/api/user/rucksackGoods', {});
    expect(bag.data.list.map((i) => [i.id, i.state])).toEqual([[ids[0], 'bag']]);
  });

  it('does not deliver before the due time', async () => {
    const player = await payingPlayer(server(), 1n);
    const ids = await openForItems(player, boxId, 1);
    await player.call('/api/user/extractGoods', { ids });
    await runDueJobs(server().database.db, [deliveryJob(failing)], { now: new Date() });
    const bag = await player.call<Page>('/api/user/rucksackGoods', {});
    expect(bag.data.list.map((i) => i.state)).toEqual(['extracting']);
  });

  it('asks for the trade link before extracting', async () => {
    const player = await playerWithCoins(server(), 1n, false);
    const ids = await openForItems(player, boxId, 1);
    const answer = await player.call('/api/user/extractGoods', { ids });
    expect(answer).toMatchObject({ status: 409, msg: 'Bind your trade link first' });
  });

  it("refuses another player's item", async () => {
    const owner = await payingPlayer(server(), 1n);
    const ids = await openForItems(owner, boxId, 1);
    const thief = await playerWithCoins(server(), 0n);
    const answer = await thief.call('/api/user/sell', { ids });
    expect(answer).toMatchObject({ status: 409, msg: 'This item is not in your bag' });
  });

  it('filters the bag by state and pages it 10 at a time', async () => {
    const player = await payingPlayer(server(), 12n);
    const ids = await openForItems(player, boxId, 5);
    ids.push(...(await openForItems(player, boxId, 5)), ...(await openForItems(player, boxId, 2)));
    await player.call('/api/user/extractGoods', { ids: [ids[0]] });
    const first = await player.call<Page>('/api/user/rucksackGoods', { state: 'bag' });
    expect(first.data).toMatchObject({ total: 11 });
    expect(first.data.list).toHaveLength(10);
    const extracting = await player.call<Page>('/api/user/rucksackGoods', { state: 'extracting' });
    expect(extracting.data.list.map((i) => i.id)).toEqual([ids[0]]);
  });

  it('filters the bag by price range and quality', async () => {
    const player = await payingPlayer(server(), 5n);
    await openForItems(player, boxId, 5);
    const all = await player.call<Page>('/api/user/rucksackGoods', {});
    const prices = all.data.list.map((i) => Number(i.goods.price)).sort((a, b) => a - b);
    const cheapest = prices[0] ?? 0;
    const cheap = await player.call<Page>('/api/user/rucksackGoods', {
      maxPrice: cheapest.toFixed(2),
    });
    expect(cheap.data.list.every((i) => Number(i.goods.price) <= cheapest)).toBe(true);
    expect(cheap.data.total).toBe(prices.filter((p) => p <= cheapest).length);
    const quality = all.data.list[0]?.goods.quality;
    const graded = await player.call<Page>('/api/user/rucksackGoods', { quality });
    expect(graded.data.total).toBe(all.data.list.filter((i) => i.goods.quality === quality).length);
  });

  it('refuses a price filter whose minimum exceeds its maximum', async () => {
    const player = await playerWithCoins(server(), 0n);
    const answer = await player.call('/api/user/rucksackGoods', { minPrice: '5', maxPrice: '1' });
    expect(answer).toMatchObject({
      status: 400,
      msg: 'The minimum price must not exceed the maximum price',
    });
  });
});
