import {
  AccountKind,
  SocketCid,
  type GameMessage,
  type RollDetail,
  type RollRoom,
} from '@skinbox/api';
import { rollRoomDraws, sha256Hex } from '@skinbox/fairness';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagItems, catalogueItems, jobs, rollPrizes, rollRooms, users } from '../db/schema';
import { credit } from '../money/ledger';
import { runDueJobs } from '../runtime/jobs';
import { apiCaller } from '../testing/api';
import { findMisplacedItems } from '../testing/itemInvariants';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { runOps } from '../ops/run';
import { createRoom, type RoomSpec } from './actions';
import { rollJobs } from './jobs';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@skinbox/rules';

interface Page<T> {
  list: T[];
  total: number;
}

describe('roll rooms', () => {
  let server: TestServer;
  let itemIds: number[];
  const db = () => server.database.db;
  const jobsOf = () => rollJobs(server.hub);
  const runJobs = (now: Date) => runDueJobs(db(), Object.values(jobsOf()), { now });

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await db()
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .orderBy(asc(catalogueItems.id))
      .limit(5);
    itemIds = rows.map((r) => r.id);
  });
  afterAll(() => server.close());

  async function player(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(server.database, overrides);
    return { ...user, call: apiCaller(server, user.token) };
  }

  async function houseRoom(spec: Partial<RoomSpec> = {}, now = new Date()) {
    return createRoom(
      db(),
      jobsOf(),
      {
        name: 'Weekend drop',
        cap: 100,
        drawAt: new Date(now.getTime() + HOUR_MS),
        prizes: { from: 'house', itemIds: itemIds.slice(0, 3) },
        ...spec,
      },
      now,
    );
  }

  const bagOf = (userId: number) =>
    db()
      .select({ id: bagItems.id, itemId: bagItems.itemId, state: bagItems.state })
      .from(bagItems)
      .where(eq(bagItems.userId, userId));

  async function invariantsHold() {
    expect(await findLedgerMismatches(db())).toEqual([]);
    expect(await findMisplacedItems(db())).toEqual([]);
  }

  it('lists an official room with its prizes dearest first, and shows it to visitors', async () => {
    const rollId = await houseRoom();
    const visitor = apiCaller(server);
    const page = await visitor<Page<RollRoom>>('/api/roll/list', { tab: 'ongoing' });
    const listed = page.data.list.find((r) => r.rollId === rollId);
    expect(listed).toMatchObject({ kind: 'official', anchor: null, status: 'open', prizeCount: 3 });
    const detail = await visitor<RollDetail>('/api/roll/detail', { rollId });
    const prices = detail.data.prizes.map((p) => Number(p.goods.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(detail.data.seeds.serverSeed).toBeNull();
    expect(detail.data.me).toBeNull();
    expect(detail.data.countdownMs).toBeGreaterThan(HOUR_MS - MINUTE_MS);
    expect((await visitor('/api/roll/detail', { rollId: 999_999 })).status).toBe(404);
    expect((await visitor('/api/roll/list', { tab: 'joined' })).status).toBe(401);
  });

  it('refuses joins that miss a condition with its message, and lets the rest in once', async () => {
    const since = new Date(Date.now() - DAY_MS);
    const rollId = await houseRoom({
      password: 'open-sesame',
      vipLevel: 2,
      rechargeMinCents: 100_00n,
      rechargeSince: since,
      cap: 2,
    });
    const poor = await player({ vipLevel: 2 });
    const low = await player();
    expect(await low.call('/api/roll/join', { rollId, password: 'open-sesame' })).toMatchObject({
      status: 409,
      msg: 'This room is for VIP2 and above',
    });
    expect(await poor.call('/api/roll/join', { rollId, password: 'wrong-one' })).toMatchObject({
      status: 409,
      msg: 'Wrong room password',
    });
    const refused = await poor.call('/api/roll/join', { rollId, password: 'open-sesame' });
    expect(refused.status).toBe(409);
    expect(refused.msg).toMatch(
      /^This room needs 100\.00 coins recharged since \d{4}-\d{2}-\d{2}$/,
    );

    const rich = [await player({ vipLevel: 3 }), await player({ vipLevel: 2 })];
    for (const p of [...rich, poor]) {
      await credit(db(), {
        userId: p.userId,
        currency: 'amount',
        cents: 100_00n,
        kind: 'recharge.card',
        reference: `card:${p.userId}`,
        account: 'mint',
      });
    }
    const joined = await rich[0]?.call<RollDetail>('/api/roll/join', {
      rollId,
      password: 'open-sesame',
    });
    expect(joined?.data.me).toMatchObject({ joined: true, vipMet: true, rechargeMet: true });
    expect(joined?.data.participants).toBe(1);
    expect(
      await rich[0]?.call('/api/roll/join', { rollId, password: 'open-sesame' }),
    ).toMatchObject({ status: 409, msg: 'You have already joined this room' });
    expect((await rich[1]?.call('/api/roll/join', { rollId, password: 'open-sesame' }))?.code).toBe(
      0,
    );
    expect(await poor.call('/api/roll/join', { rollId, password: 'open-sesame' })).toMatchObject({
      status: 409,
      msg: 'This room is full',
    });
    const mine = await rich[0]?.call<Page<RollRoom>>('/api/roll/list', { tab: 'joined' });
    expect(mine?.data.list.map((r) => r.rollId)).toEqual([rollId]);
  });

  it('draws at the draw time: prizes into the winners bags, cid 101 to every participant, seeds that verify', async () => {
    const now = new Date();
    const rollId = await houseRoom({ drawAt: new Date(now.getTime() + 2000) }, now);
    const players = [await player(), await player(), await player(), await player()];
    const sockets = await Promise.all(players.map(() => TestSocket.open(server.url)));
    for (const [i, socket] of sockets.entries()) {
      expect(await socket.authenticate(players[i]?.token ?? '')).toBe(true);
    }
    const watcher = sockets[0];
    watcher?.send(SocketCid.enterGame, { game: `roll:${rollId}` });
    await watcher?.next(SocketCid.enterGame);
    for (const p of players) expect((await p.call('/api/roll/join', { rollId })).code).toBe(0);
    const joinedEvent = await watcher?.next(
      SocketCid.gameMessage,
      (data) => (data as GameMessage).event === 'joined',
    );
    expect((joinedEvent?.data as GameMessage).payload).toMatchObject({ rollId, participants: 1 });

    // Not due yet: nothing is drawn.
    expect((await runJobs(now)).done).toBe(0);
    const drawTime = new Date(now.getTime() + 2000);
    expect((await runJobs(drawTime)).done).toBe(2);
    for (const socket of sockets) {
      const settled = await socket.next(SocketCid.rollSettled);
      expect(settled.data).toEqual({ rollId });
    }
    const drawnEvent = await watcher?.next(
      SocketCid.gameMessage,
      (data) => (data as GameMessage).event === 'drawn',
    );
    expect((drawnEvent?.data as GameMessage).payload).toEqual({ rollId, status: 'drawn' });

    const detail = (await players[0]?.call<RollDetail>('/api/roll/detail', { rollId }))?.data;
    if (!detail) throw new Error('no detail');
    expect(detail.status).toBe('drawn');
    const { serverSeed, publicSeed, participantIds, draws } = detail.seeds;
    expect(participantIds).toEqual(players.map((p) => p.userId));
    expect(await sha256Hex(serverSeed ?? '')).toBe(detail.seeds.serverSeedHash);
    const recomputed = await rollRoomDraws(serverSeed ?? '', participantIds, 3);
    expect(recomputed.publicSeed).toBe(publicSeed);
    expect(recomputed.draws.map(({ hmac: _hmac, ...d }) => d)).toEqual(draws);
    // Three prizes, four players: three different winners, each with the prize in the bag.
    expect(new Set(draws.map((d) => d.userId)).size).toBe(3);
    for (const prize of detail.prizes) {
      expect(prize.winner).not.toBeNull();
      const bag = await bagOf(prize.winner?.userId ?? 0);
      expect(bag).toContainEqual(
        expect.objectContaining({ itemId: prize.goods.goodsId, state: 'bag' }),
      );
    }
    // Later passes leave the drawn room alone: one draw, one notice.
    await runJobs(new Date(now.getTime() + HOUR_MS));
    const again = (await players[0]?.call<RollDetail>('/api/roll/detail', { rollId }))?.data;
    expect(again?.seeds.draws).toEqual(draws);
    const ran = await db()
      .select({ kind: jobs.kind, status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(inArray(jobs.kind, ['roll.draw', 'roll.notify']));
    expect(
      ran
        .filter((j) => (j.payload as { rollId: number }).rollId === rollId)
        .map((j) => `${j.kind} ${j.status}`)
        .sort(),
    ).toEqual(['roll.draw done', 'roll.notify done']);
    const ended = await players[0]?.call<Page<RollRoom>>('/api/roll/list', { tab: 'ended' });
    expect(ended?.data.list.map((r) => r.rollId)).toContain(rollId);
    expect((await players[0]?.call('/api/roll/join', { rollId }))?.msg).toBe(
      'This room has reached its draw time and can no longer be joined',
    );
    await invariantsHold();
  });

  it('lets streamers make rooms from their bag and returns what nobody won', async () => {
    const fan = await player();
    const anchor = await player({ userType: AccountKind.anchor });
    const items = await db()
      .insert(bagItems)
      .values(
        itemIds.slice(0, 3).map((itemId) => ({
          userId: anchor.userId,
          itemId,
          source: 'test',
          sourceRef: 'anchor',
        })),
      )
      .returning({ id: bagItems.id });
    const ids = items.map((i) => i.id);
    const drawAt = new Date(Date.now() + HOUR_MS).toISOString();
    const room = { name: '主播福利', bagItemIds: ids, cap: 10, drawAt };
    expect(await fan.call('/api/roll/create', room)).toMatchObject({
      status: 403,
      msg: 'Only streamers can create roll rooms',
    });
    expect(
      await anchor.call('/api/roll/create', {
        ...room,
        drawAt: new Date(Date.now() + MINUTE_MS).toISOString(),
      }),
    ).toMatchObject({ status: 400, msg: 'The draw must be 5 minutes to 30 days from now' });
    const strangers = await db()
      .insert(bagItems)
      .values({ userId: fan.userId, itemId: itemIds[0] ?? 0, source: 'test', sourceRef: 'fan' })
      .returning({ id: bagItems.id });
    expect(
      await anchor.call('/api/roll/create', { ...room, bagItemIds: [...ids, strangers[0]?.id] }),
    ).toMatchObject({ status: 409, msg: 'A chosen item is not in your bag or cannot be a prize' });
    expect((await bagOf(anchor.userId)).every((i) => i.state === 'bag')).toBe(true);

    const made = await anchor.call<RollDetail>('/api/roll/create', room);
    expect(made.data).toMatchObject({
      kind: 'anchor',
      anchor: { userId: anchor.userId, isAnchor: true },
    });
    expect((await bagOf(anchor.userId)).every((i) => i.state === 'staked')).toBe(true);
    // The staked items are in the room, not in the bag: a second room cannot take them again.
    expect(await anchor.call('/api/roll/create', room)).toMatchObject({ status: 409 });

    expect((await fan.call('/api/roll/join', { rollId: made.data.rollId })).code).toBe(0);
    await runJobs(new Date(Date.now() + 2 * HOUR_MS));
    const after = (await fan.call<RollDetail>('/api/roll/detail', { rollId: made.data.rollId }))
      .data;
    expect(after.prizes.map((p) => p.returned)).toEqual([false, true, true]);
    const won = after.prizes[0];
    expect(won?.winner?.userId).toBe(fan.userId);
    const fanBag = await bagOf(fan.userId);
    expect(fanBag.filter((i) => ids.includes(i.id))).toEqual([
      expect.objectContaining({ itemId: won?.goods.goodsId, state: 'bag' }),
    ]);
    const anchorBag = await bagOf(anchor.userId);
    expect(anchorBag.map((i) => i.id).sort()).toEqual(
      ids.filter((id) => !fanBag.some((i) => i.id === id)).sort(),
    );
    expect(anchorBag.every((i) => i.state === 'bag')).toBe(true);
    await invariantsHold();
  });

  it('gives every prize back when nobody joined', async () => {
    const anchor = await player({ userType: AccountKind.anchor });
    const [item] = await db()
      .insert(bagItems)
      .values({
        userId: anchor.userId,
        itemId: itemIds[1] ?? 0,
        source: 'test',
        sourceRef: 'anchor',
      })
      .returning({ id: bagItems.id });
    const made = await anchor.call<RollDetail>('/api/roll/create', {
      name: 'Nobody came',
      bagItemIds: [item?.id],
      cap: 5,
      drawAt: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    const official = await houseRoom({ drawAt: new Date(Date.now() + HOUR_MS) });
    await runJobs(new Date(Date.now() + 2 * HOUR_MS));
    const rooms = await db()
      .select({ id: rollRooms.id, status: rollRooms.status, publicSeed: rollRooms.publicSeed })
      .from(rollRooms)
      .where(inArray(rollRooms.id, [made.data.rollId, official]));
    expect(rooms.map((r) => r.status)).toEqual(['returned', 'returned']);
    expect(await bagOf(anchor.userId)).toEqual([
      expect.objectContaining({ id: item?.id, state: 'bag' }),
    ]);
    const prizes = await db()
      .select({ state: rollPrizes.state, winnerId: rollPrizes.winnerId })
      .from(rollPrizes)
      .where(eq(rollPrizes.rollId, official));
    expect(prizes.every((p) => p.state === 'returned' && p.winnerId === null)).toBe(true);
    await invariantsHold();
  });

  it('draws a room made with --draw-after-join that many seconds after its first join', async () => {
    const now = new Date();
    const rollId = await houseRoom(
      { drawAt: new Date(now.getTime() + DAY_MS), drawAfterJoinSeconds: 5 },
      now,
    );
    const first = await player();
    expect((await first.call('/api/roll/join', { rollId })).code).toBe(0);
    const [room] = await db().select().from(rollRooms).where(eq(rollRooms.id, rollId));
    const brought = room?.drawAt.getTime() ?? 0;
    expect(brought - Date.now()).toBeLessThanOrEqual(5000);
    expect(brought - Date.now()).toBeGreaterThan(3000);
    const second = await player();
    expect((await second.call('/api/roll/join', { rollId })).code).toBe(0);
    const [again] = await db().select().from(rollRooms).where(eq(rollRooms.id, rollId));
    expect(again?.drawAt.getTime()).toBe(brought);
    await runJobs(new Date(brought));
    const [drawn] = await db().select().from(rollRooms).where(eq(rollRooms.id, rollId));
    expect(drawn?.status).toBe('drawn');
    // The job at the old draw time finds nothing to do.
    await runJobs(new Date(now.getTime() + 25 * HOUR_MS));
    const draws = await db()
      .select({ status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'roll.draw'));
    const mine = draws.filter((j) => (j.payload as { rollId: number }).rollId === rollId);
    expect(mine.map((j) => j.status)).toEqual(['done', 'done']);
    const winners = await db()
      .select({ winnerId: rollPrizes.winnerId })
      .from(rollPrizes)
      .where(eq(rollPrizes.rollId, rollId));
    expect(winners.filter((w) => w.winnerId !== null)).toHaveLength(2);
    await invariantsHold();
  });

  it('shows a player who meets nothing what they lack', async () => {
    const rollId = await houseRoom({
      vipLevel: 5,
      rechargeMinCents: 500_00n,
      rechargeSince: new Date(Date.now() - HOUR_MS),
    });
    const someone = await player();
    await db().update(users).set({ vipLevel: 1 }).where(eq(users.id, someone.userId));
    const detail = await someone.call<RollDetail>('/api/roll/detail', { rollId });
    expect(detail.data.me).toEqual({
      joined: false,
      vipLevel: 1,
      recharged: '0.00',
      vipMet: false,
      rechargeMet: false,
    });
    expect(detail.data.conditions).toMatchObject({ vipLevel: 5, rechargeMin: '500.00' });
  });
  it('makes official rooms with pnpm ops roll-create, refusing flags that do not fit', async () => {
    const [line] = await runOps(
      [
        'roll-create',
        '--items',
        `${itemIds[0]},${itemIds[0]}`,
        '--draw-in',
        '600',
        '--cap',
        '20',
        '--vip',
        '1',
      ],
      server.database,
    );
    const rollId = Number(/^roll room (\d+) /.exec(line ?? '')?.[1]);
    expect(line).toMatch(/2 prizes worth \d+\.\d{2} coins from the house, draws at /);
    const detail = await apiCaller(server)<RollDetail>('/api/roll/detail', { rollId });
    expect(detail.data).toMatchObject({ cap: 20, prizeCount: 2, conditions: { vipLevel: 1 } });
    await expect(
      runOps(['roll-create', '--items', String(itemIds[0])], server.database),
    ).rejects.toThrow('--draw-at or --draw-in');
    await expect(
      runOps(['roll-create', '--items', '999999', '--draw-in', '60'], server.database),
    ).rejects.toThrow();
  });
});
