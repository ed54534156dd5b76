import { AccountKind } from '@skinbox/api';
import type { BoxRtp, DashboardSummary } from '@skinbox/api/admin';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { users } from '../db/schema';
import {
  bagEvents,
  battleDrops,
  battles,
  battleSeats,
  boxes,
  catalogueItems,
  contracts,
  crashBets,
  crashRounds,
  deliveries,
  ledger,
  luckyTries,
  openRecords,
} from '../db/schema';
import { operatorOn } from '../testing/operators';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

/**
 * The dashboard against a hand-made history: one site day (2025-03-01 UTC, far from anything the
 * test server does itself) of recharges, bonuses, every game and extractions, by real players on
 * two platforms, a test and an ai account, and rows just outside the day. Every expected figure
 * below is computed by hand from the rows written here.
 */
const FROM = '2025-03-01T00:00:00.000Z';
const TO = '2025-03-02T00:00:00.000Z';
const at = (time: string) => new Date(`2025-03-01T${time}Z`);
const BEFORE = new Date('2025-02-28T23:59:59Z');

let server: TestServer;
let call: Awaited<ReturnType<typeof operatorOn>>['call'];
const ids = { a: 0, b: 0, c: 0, t: 0, x: 0, box1: 0, box2: 0, item: 0 };

async function seedHistory() {
  const db = server.database.db;
  const person = async (overrides: Partial<typeof users.$inferInsert>) =>
    (await createTestUser(server.database, overrides)).userId;
  ids.a = await person({ createdAt: at('01:00:00'), nickName: 'alpha' });
  ids.b = await person({ createdAt: BEFORE, userType: AccountKind.anchor, nickName: 'bravo' });
  ids.c = await person({ createdAt: at('03:00:00'), platformId: 2, nickName: 'charlie' });
  ids.t = await person({ createdAt: at('04:00:00'), userType: AccountKind.test });
  ids.x = await person({ createdAt: BEFORE, userType: AccountKind.ai });
  const [box1, box2] = await db
    .select()
    .from(boxes)
    .where(eq(boxes.type, 1))
    .orderBy(asc(boxes.id))
    .limit(2);
  const [item] = await db.select().from(catalogueItems).limit(1);
  ids.box1 = box1?.id ?? 0;
  ids.box2 = box2?.id ?? 0;
  ids.item = item?.id ?? 0;

  const entry = (
    userId: number,
    cents: bigint,
    account: 'mint' | 'promotions' | 'house',
    kind: string,
    createdAt: Date,
  ) => ({
    userId,
    currency: 'amount' as const,
    cents,
    account,
    kind,
    reference: 'history',
    createdAt,
  });
  await db
    .insert(ledger)
    .values([
      entry(ids.a, 10_000n, 'mint', 'recharge.order', at('02:30:00')),
      entry(ids.a, 1_000n, 'promotions', 'recharge.order.bonus', at('02:30:00')),
      entry(ids.a, -500n, 'house', 'box.open', at('05:00:00')),
      entry(ids.b, 5_000n, 'mint', 'recharge.card', at('06:10:00')),
      entry(ids.b, 250n, 'promotions', 'reward.signin', at('06:20:00')),
      entry(ids.c, 3_000n, 'mint', 'recharge.order', at('07:00:00')),
      entry(ids.t, 100_000n, 'mint', 'recharge.order', at('08:00:00')),
      entry(ids.a, 99_900n, 'mint', 'recharge.order', BEFORE),
      entry(ids.a, 700n, 'promotions', 'reward.task', new Date(TO)),
    ]);

  const open = (userId: number, boxId: number, price: bigint, drop: bigint, createdAt: Date) => ({
    userId,
    boxId,
    boxType: 1,
    itemId: ids.item,
    bagItemId: 1,
    rollId: 1,
    boxPriceCents: price,
    itemPriceCents: drop,
    createdAt,
  });
  await db
    .insert(openRecords)
    .values([
      open(ids.a, ids.box1, 500n, 120n, at('05:00:00')),
      open(ids.a, ids.box1, 500n, 900n, at('05:01:00')),
      open(ids.c, ids.box2, 1_000n, 300n, at('07:30:00')),
      open(ids.t, ids.box1, 500n, 10_000n, at('08:30:00')),
      open(ids.a, ids.box1, 500n, 50_000n, BEFORE),
    ]);

  const battle = async (
    seatCost: bigint,
    seats: Array<{ userId: number; isBot: boolean }>,
    drops: Array<[number, bigint, number]>,
  ) => {
    const [room] = await db
      .insert(battles)
      .values({
        kind: 'player',
        mode: 'classic',
        status: 'finished',
        creatorId: ids.a,
        seatCount: seats.length,
        roundBoxIds: [ids.box1],
        seatCostCents: seatCost,
        serverSeed: 's',
        serverSeedHash: 'h',
        createdAt: at('09:00:00'),
        dissolveAt: at('09:15:00'),
        startedAt: at('09:01:00'),
        endedAt: at('09:02:00'),
      })
      .returning({ id: battles.id });
    const battleId = room?.id ?? 0;
    await db.insert(battleSeats).values(
      seats.map((s, i) => ({
        battleId,
        seat: i + 1,
        userId: s.userId,
        isBot: s.isBot,
        userCode: 'c',
        joinedAt: at('09:00:30'),
      })),
    );
    await db.insert(battleDrops).values(
      drops.map(([seat, price, takenBy]) => ({
        battleId,
        round: 1,
        seat,
        boxId: ids.box1,
        itemId: ids.item,
        ticket: 1,
        priceCents: price,
        takenBySeat: takenBy,
      })),
    );
  };
  await battle(
    300n,
    [
      { userId: ids.a, isBot: false },
      { userId: ids.b, isBot: false },
    ],
    [
      [1, 100n, 1],
      [2, 400n, 1],
    ],
  );
  await battle(
    200n,
    [
      { userId: ids.a, isBot: false },
      { userId: ids.x, isBot: true },
    ],
    [
      [1, 50n, 2],
      [2, 150n, 2],
    ],
  );

  const [round] = await db
    .insert(crashRounds)
    .values({
      chainId: 1,
      position: 1,
      hash: 'h',
      commitment: 'c',
      crashPoint: 300,
      houseEdge: '0.01',
      startsAt: at('10:00:00'),
      status: 'settled',
      settledAt: at('10:00:20'),
    })
    .returning({ id: crashRounds.id });
  await db.insert(crashBets).values([
    {
      roundId: round?.id ?? 0,
      userId: ids.a,
      stakeCents: 1_000n,
      status: 'cashed',
      cashedOutAt: 250,
      payoutCents: 2_500n,
    },
    { roundId: round?.id ?? 0, userId: ids.b, stakeCents: 400n, status: 'lost' },
  ]);

  await db.insert(luckyTries).values([
    {
      userId: ids.a,
      itemId: ids.item,
      chancePercent: 20,
      targetPriceCents: 900n,
      costCents: 200n,
      rollId: 1,
      won: true,
      createdAt: at('11:00:00'),
    },
    {
      userId: ids.b,
      itemId: ids.item,
      chancePercent: 10,
      targetPriceCents: 900n,
      costCents: 100n,
      rollId: 1,
      won: false,
      createdAt: at('11:05:00'),
    },
  ]);
  await db.insert(contracts).values({
    userId: ids.b,
    offeredBagItemIds: [1, 2, 3],
    valueCents: 1_000n,
    rtpBasisPoints: 9000,
    ladder: [
      { goodsId: ids.item, priceCents: '500', tickets: 50_000 },
      { goodsId: ids.item, priceCents: '2000', tickets: 50_000 },
    ],
    rollId: 1,
    rung: 1,
    prizeItemId: ids.item,
    bagItemId: 1,
    createdAt: at('12:00:00'),
  });

  const delivery = (status: 'completed' | 'failed', createdAt: Date, finishedAt: Date) => ({
    userId: ids.a,
    bagItemId: 1,
    tradeLink: 'link',
    provider: 'sandbox',
    status,
    dueAt: finishedAt,
    createdAt,
    finishedAt,
  });
  await db
    .insert(deliveries)
    .values([
      delivery('completed', at('13:00:00'), at('13:05:00')),
      delivery('failed', at('13:10:00'), at('13:15:00')),
      delivery('completed', BEFORE, at('00:05:00')),
    ]);
  await db.insert(bagEvents).values([
    {
      userId: ids.a,
      bagItemId: 1,
      kind: 'delivery.done',
      priceCents: 700n,
      createdAt: at('13:05:00'),
    },
    {
      userId: ids.a,
      bagItemId: 2,
      kind: 'delivery.done',
      priceCents: 300n,
      createdAt: at('00:05:00'),
    },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  call = (await operatorOn(server, ['finance'])).call;
  await seedHistory();
});
afterAll(() => server.close());

const window = (platformId?: number) => ({ range: 'custom', from: FROM, to: TO, platformId });

describe('the dashboard against a hand-computed history', () => {
  it('adds up deposits, bonuses, every game’s GGR, extractions and players to the cent', async () => {
    const { data, status } = await call<DashboardSummary>(
      '/api/admin/dashboard/overview',
      window(),
    );
    expect(status).toBe(200);
    expect(data.deposits).toEqual({ amount: '180.00', orders: 3 });
    expect(data.bonuses).toEqual({
      amount: '12.50',
      byKind: [
        { kind: 'recharge.order.bonus', amount: '10.00' },
        { kind: 'reward.signin', amount: '2.50' },
      ],
    });
    const games = Object.fromEntries(data.games.map((g) => [g.game, g]));
    expect(games.box).toMatchObject({ plays: 3, stakes: '20.00', payouts: '13.20', ggr: '6.80' });
    expect(games.battle).toMatchObject({ plays: 3, stakes: '8.00', payouts: '5.00', ggr: '3.00' });
    expect(games.crash).toMatchObject({
      plays: 2,
      stakes: '14.00',
      payouts: '25.00',
      ggr: '-11.00',
    });
    expect(games.lucky).toMatchObject({ plays: 2, stakes: '3.00', payouts: '9.00', ggr: '-6.00' });
    expect(games.contract).toMatchObject({
      plays: 1,
      stakes: '10.00',
      payouts: '20.00',
      ggr: '-10.00',
    });
    expect(data.ggr).toBe('-17.20');
    expect(games.crash?.target).toBeCloseTo(0.99, 9);
    expect(games.lucky?.target).toBeCloseTo(0.9, 9);
    expect(games.contract?.target).toBeCloseTo(0.9, 9);
    expect(games.crash?.realised).toBeCloseTo(25 / 14, 9);
    expect(games.box?.status).toBe('few');
    expect(data.extractions).toEqual({
      requested: 2,
      delivered: 2,
      failed: 1,
      deliveredValue: '10.00',
    });
    expect(data.players).toEqual({ new: 2, paying: 3, active: 3 });
  });

  it('reads one platform only when asked', async () => {
    const { data } = await call<DashboardSummary>('/api/admin/dashboard/overview', window(1));
    expect(data.deposits).toEqual({ amount: '150.00', orders: 2 });
    const box = data.games.find((g) => g.game === 'box');
    expect(box).toMatchObject({ plays: 2, stakes: '10.00', payouts: '10.20', ggr: '-0.20' });
    expect(data.ggr).toBe('-24.20');
    expect(data.players).toEqual({ new: 1, paying: 2, active: 2 });
  });

  it('gives each box its realised return against the target and the band its variance allows', async () => {
    const { data } = await call<{ boxes: BoxRtp[] }>('/api/admin/dashboard/rtp', window());
    const first = data.boxes.find((b) => b.boxId === ids.box1);
    expect(first).toMatchObject({ plays: 2, staked: '10.00', returned: '10.20', status: 'few' });
    expect(first?.realised).toBeCloseTo(1.02, 9);
    const [box] = await server.database.db.select().from(boxes).where(eq(boxes.id, ids.box1));
    expect(first?.target).toBe((box?.rtpBasisPoints ?? 0) / 10_000);
    const target = first?.target ?? 0;
    expect((first?.low ?? 0) + (first?.high ?? 0)).toBeCloseTo(2 * target, 9);
    expect(first?.high ?? 0).toBeGreaterThan(target);
  });

  it('buckets the series by hour of a one-day window and lists the top wins', async () => {
    const { data } = await call<{
      bucket: string;
      points: Array<{ at: string; deposits: string; ggr: string; newPlayers: number }>;
    }>('/api/admin/dashboard/series', window());
    expect(data.bucket).toBe('hour');
    expect(data.points).toHaveLength(24);
    expect(data.points[2]).toMatchObject({ at: '2025-03-01T02:00:00.000Z', deposits: '100.00' });
    expect(data.points[5]).toMatchObject({ ggr: '-0.20' });
    expect(data.points[10]).toMatchObject({ ggr: '-11.00' });
    expect(data.points[1]?.newPlayers).toBe(1);
    const total = data.points.reduce((sum, p) => sum + Math.round(Number(p.deposits) * 100), 0);
    expect(total).toBe(18_000);

    const wins = await call<Array<{ game: string; win: string; nickName: string }>>(
      '/api/admin/dashboard/topWins',
      window(),
    );
    expect(wins.data.map((w) => [w.game, w.win])).toEqual([
      ['crash', '25.00'],
      ['contract', '20.00'],
      ['lucky', '9.00'],
      ['box', '9.00'],
      ['battle', '5.00'],
    ]);
  });

  it('refuses a window longer than a year or the wrong way round', async () => {
    const long = await call('/api/admin/dashboard/overview', {
      range: 'custom',
      from: '2024-01-01T00:00:00.000Z',
      to: '2025-03-01T00:00:00.000Z',
    });
    expect(long.status).toBe(400);
    const backwards = await call('/api/admin/dashboard/overview', {
      range: 'custom',
      from: TO,
      to: FROM,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.msg).toBe('Choose a valid time window (at most 366 days)');
  });
});
