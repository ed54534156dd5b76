import { AccountKind, errorCatalogue } from '@skinbox/api';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, rollParticipants, users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { createRoom } from '../roll/actions';
import { rollJobs } from '../roll/jobs';
import { findMisplacedItems } from '../testing/itemInvariants';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { entryState, grantItems } from '../tradeup/testBag';

const PAUSED = errorCatalogue['errors.playPaused'].en;

/**
 * Issue 27, responsible-gaming gaps: a self-excluded player could still join roll rooms (200) and
 * refine items, and an anchor could join their own roll room.
 */
describe('play a pause forbids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function houseRoom() {
    const items = await server.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .orderBy(asc(catalogueItems.id))
      .limit(2);
    return createRoom(
      server.database.db,
      rollJobs(server.hub),
      {
        name: 'Free for all',
        cap: 100,
        drawAt: new Date(Date.now() + 3_600_000),
        prizes: { from: 'house', itemIds: items.map((item) => item.id) },
      },
      new Date(),
    );
  }

  async function selfExcluded() {
    const player = await playerWithCoins(server, 100n);
    const paused = await player.call('/api/limits/pause', {
      kind: 'selfExclusion',
      length: 'month6',
    });
    expect(paused.code).toBe(0);
    return player;
  }

  it('refuses a self-excluded player a roll room and leaves the room without them', async () => {
    const rollId = await houseRoom();
    const player = await selfExcluded();
    expect(await player.call('/api/roll/join', { rollId })).toMatchObject({
      status: 403,
      msg: PAUSED,
    });
    const joined = await server.database.db
      .select()
      .from(rollParticipants)
      .where(eq(rollParticipants.rollId, rollId));
    expect(joined).toEqual([]);
  });

  it('refuses a self-excluded player refining and replacing, and moves no item', async () => {
    const player = await selfExcluded();
    const items = await grantItems(server, player.userId, 3, 2000);
    const ids = items.map((item) => item.id);
    expect(
      await player.call('/api/extend/userRefineGoods', { rucksackIds: ids.slice(0, 1) }),
    ).toMatchObject({ status: 403, msg: PAUSED });
    const targets = await player.call<{ list: Array<{ goodsId: number }> }>(
      '/api/extend/getReplaceGoods',
      { rucksackIds: ids },
    );
    const target = targets.data.list[0];
    if (!target) throw new Error('no replacement target');
    expect(
      await player.call('/api/extend/replaceGoods', {
        rucksackIds: ids,
        targetGoodsId: target.goodsId,
      }),
    ).toMatchObject({ status: 403, msg: PAUSED });
    for (const id of ids) expect(await entryState(server, id)).toBe('bag');
    expect(await getBalanceCents(server.database.db, player.userId, 'ammon')).toBe(0n);
    expect(await findMisplacedItems(server.database.db)).toEqual([]);
  });

  it('refuses an anchor their own roll room, and lets another player in', async () => {
    const anchor = await playerWithCoins(server, 0n);
    await server.database.db
      .update(users)
      .set({ userType: AccountKind.anchor })
      .where(eq(users.id, anchor.userId));
    const [prize] = await grantItems(server, anchor.userId, 1, 500);
    const created = await anchor.call<{ rollId: number }>('/api/roll/create', {
      name: 'My giveaway',
      cap: 10,
      drawAt: new Date(Date.now() + 3_600_000).toISOString(),
      bagItemIds: [prize?.id],
    });
    expect(created.code).toBe(0);
    const { rollId } = created.data;
    expect(await anchor.call('/api/roll/join', { rollId })).toMatchObject({
      status: 409,
      msg: 'You cannot join your own roll room',
    });
    const fan = await playerWithCoins(server, 0n);
    expect((await fan.call('/api/roll/join', { rollId })).code).toBe(0);
  });
});
