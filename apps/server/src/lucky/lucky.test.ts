import type { GoodsSummary, LuckyTry } from '@skinbox/api';
import { luckyRoll, sha256Hex } from '@skinbox/fairness';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagItems, ledger, seedPairs } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { apiCaller } from '../testing/api';

interface Page<T> {
  list: T[];
  total: number;
}
interface Detail {
  goods: GoodsSummary;
  rtp: string;
  costs: Array<{ chance: number; cost: string }>;
}

const cents = (money: string) => BigInt(Math.round(Number(money) * 100));

describe('lucky items', () => {
  let server: TestServer;
  let target: GoodsSummary;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    const page = await apiCaller(server)<Page<GoodsSummary>>('/api/lucky/goods', {
      minPrice: '20',
      maxPrice: '200',
    });
    const found = page.data.list[0];
    if (!found) throw new Error('no lucky target between 20 and 200 coins');
    target = found;
  });
  afterAll(() => server.close());

  /** A player whose seed pair is fixed, so the test knows each try's outcome beforehand. */
  async function seededPlayer(coins: bigint) {
    const player = await playerWithCoins(server, coins);
    const serverSeed = await sha256Hex(`lucky test ${player.userId}`);
    await db()
      .insert(seedPairs)
      .values({
        userId: player.userId,
        serverSeed,
        serverSeedHash: await sha256Hex(serverSeed),
        clientSeed: 'lucky-test',
      });
    return { ...player, serverSeed };
  }

  it('lists targets from one coin up with the goods filters', async () => {
    const visitor = apiCaller(server);
    const dearest = await visitor<Page<GoodsSummary>>('/api/lucky/goods', { pageSize: 50 });
    expect(dearest.data.total).toBeGreaterThan(50);
    const down = dearest.data.list.map((g) => Number(g.price));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const cheapest = await visitor<Page<GoodsSummary>>('/api/lucky/goods', {
      pageSize: 50,
      sort: 'priceAsc',
    });
    const up = cheapest.data.list.map((g) => Number(g.price));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    // Nothing below one coin is a target.
    expect(up[0]).toBeGreaterThanOrEqual(1);
    const covert = await visitor<Page<GoodsSummary>>('/api/lucky/goods', {
      quality: 'covert',
      minPrice: '10',
      maxPrice: '500',
    });
    expect(covert.data.list.length).toBeGreaterThan(0);
    for (const g of covert.data.list) {
      expect(g.quality).toBe('covert');
      expect(Number(g.price)).toBeGreaterThanOrEqual(10);
      expect(Number(g.price)).toBeLessThanOrEqual(500);
    }
    expect(await visitor('/api/lucky/goods', { minPrice: '50', maxPrice: '10' })).toMatchObject({
      status: 400,
      msg: 'The minimum price must not exceed the maximum price',
    });
  });

  it('prices each chance from 5 % to 80 % at the target price × chance ÷ RTP, rounded up', async () => {
    const detail = await apiCaller(server)<Detail>('/api/lucky/detail', {
      goodsId: target.goodsId,
    });
    expect(detail.data.rtp).toBe('0.90');
    expect(detail.data.costs).toHaveLength(76);
    const price = cents(target.price);
    for (const { chance, cost } of detail.data.costs) {
      const exact = (Number(price) * chance) / 100 / 0.9;
      expect(Number(cents(cost))).toBeGreaterThanOrEqual(exact - 1e-9);
      expect(Number(cents(cost))).toBeLessThan(exact + 1);
    }
    expect((await apiCaller(server)('/api/lucky/detail', { goodsId: 999_999 })).msg).toBe(
      'This item is not available for lucky tries',
    );
  });

  it('refuses a chance outside 5 to 80 %, an unknown target and a short balance, charging nothing', async () => {
    const player = await seededPlayer(1n);
    for (const chance of [4, 81, 12.5]) {
      expect(
        await player.call('/api/lucky/try', { goodsId: target.goodsId, chance }),
      ).toMatchObject({ status: 400, msg: 'The chance must be between 5% and 80%' });
    }
    expect(await player.call('/api/lucky/try', { goodsId: 999_999, chance: 5 })).toMatchObject({
      status: 404,
    });
    expect(
      await player.call('/api/lucky/try', { goodsId: target.goodsId, chance: 80 }),
    ).toMatchObject({ status: 409 });
    expect(await getBalanceCents(db(), player.userId, 'amount')).toBe(100n);
    expect(await player.call<Page<LuckyTry>>('/api/lucky/tries', {})).toMatchObject({
      data: { total: 0 },
    });
    expect((await apiCaller(server)('/api/lucky/try', { goodsId: 1, chance: 5 })).status).toBe(401);
  });

  it('rolls with the player seed pair: a win puts the item in the bag, a loss gives nothing', async () => {
    const player = await seededPlayer(10_000n);
    const chance = 30;
    const expected = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((nonce) =>
        luckyRoll({
          serverSeed: player.serverSeed,
          clientSeed: 'lucky-test',
          nonce,
          chancePercent: chance,
        }),
      ),
    );
    // The fixed seed must show both outcomes in its first eight tries.
    expect(expected.some((r) => r.won)).toBe(true);
    expect(expected.some((r) => !r.won)).toBe(true);
    const detail = await player.call<Detail>('/api/lucky/detail', { goodsId: target.goodsId });
    const cost = cents(detail.data.costs.find((c) => c.chance === chance)?.cost ?? '0');
    for (const [nonce, roll] of expected.entries()) {
      const answer = await player.call<LuckyTry & { amount: string }>('/api/lucky/try', {
        goodsId: target.goodsId,
        chance,
      });
      expect(answer.data).toMatchObject({
        won: roll.won,
        ticket: roll.ticket,
        nonce,
        chance,
        winningTickets: 30_000,
        cost: detail.data.costs.find((c) => c.chance === chance)?.cost,
        serverSeed: null,
      });
      expect(answer.data.bagItemId === null).toBe(!roll.won);
      expect(cents(answer.data.amount)).toBe(10_000_00n - cost * BigInt(nonce + 1));
    }
    const wins = expected.filter((r) => r.won).length;
    const bag = await db()
      .select({ itemId: bagItems.itemId, source: bagItems.source })
      .from(bagItems)
      .where(eq(bagItems.userId, player.userId));
    expect(bag).toEqual(
      Array.from({ length: wins }, () => ({ itemId: target.goodsId, source: 'lucky' })),
    );
    // Points: one per coin spent.
    expect(await getBalanceCents(db(), player.userId, 'point')).toBe(cost * 8n);
    const charged = await db()
      .select({ cents: ledger.cents })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.kind, 'lucky.try')));
    expect(charged.map((c) => c.cents)).toEqual(Array.from({ length: 8 }, () => -cost));
    expect(await findLedgerMismatches(db())).toEqual([]);

    // Changing the client seed reveals the server seed; every try then verifies.
    await player.call('/api/fairness/changeClientSeed', { clientSeed: 'next' });
    const tries = await player.call<Page<LuckyTry>>('/api/lucky/tries', { pageSize: 10 });
    expect(tries.data.total).toBe(8);
    for (const t of tries.data.list) {
      expect(t.serverSeed).toBe(player.serverSeed);
      const again = await luckyRoll({
        serverSeed: t.serverSeed ?? '',
        clientSeed: t.clientSeed,
        nonce: t.nonce,
        chancePercent: t.chance,
      });
      expect({ ticket: again.ticket, won: again.won }).toEqual({ ticket: t.ticket, won: t.won });
      expect(await sha256Hex(t.serverSeed ?? '')).toBe(t.serverSeedHash);
    }
  });
});
