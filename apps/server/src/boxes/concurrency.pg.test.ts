import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boxes, cardCodes } from '../db/schema';
import { findLedgerMismatches } from '../money/invariants';
import { findMisplacedItems } from '../money/itemInvariants';
import { credit, getBalanceCents } from '../money/ledger';
import { apiCaller } from '../money/testApi';
import { issueCardCodes } from '../recharge/cardCodes';
import { startPostgresTestServer } from '../money/postgresTestServer';
import type { TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=7&token=race';

/** Issue 6 "reliability, measured": races on real PostgreSQL, through HTTP. */
describe('concurrent requests on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPostgresTestServer();
  });
  afterEach(async () => {
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    expect(await findMisplacedItems(server.database.db)).toEqual([]);
  });
  afterAll(() => server.close());

  async function playerWithCoins(coins: bigint) {
    const user = await createTestUser(server.database, { steamUrl: TRADE_LINK });
    if (coins > 0n) {
      await credit(server.database.db, {
        userId: user.userId,
        currency: 'amount',
        cents: coins * 100n,
        kind: 'test.grant',
        reference: 'race',
        account: 'promotions',
      });
    }
    return { ...user, call: apiCaller(server, user.token) };
  }

  it('lets exactly 10 of 50 parallel 1-coin opens through on a 10-coin balance', async () => {
    const player = await playerWithCoins(10n);
    const [box] = await server.database.db.select().from(boxes).where(eq(boxes.priceCents, 100n));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => player.call('/api/box/open', { boxId: box?.id, count: 1 })),
    );
    const won = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(won).toHaveLength(10);
    expect(refused.every((a) => a.status === 409 && a.msg === 'Insufficient balance')).toBe(true);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(0n);
  });

  it('lets exactly one of a sale and an extraction of the same item win', async () => {
    const player = await playerWithCoins(5n);
    const [box] = await server.database.db.select().from(boxes).where(eq(boxes.priceCents, 100n));
    const opened = await player.call<{ results: Array<{ bagItemId: number }> }>('/api/box/open', {
      boxId: box?.id,
      count: 1,
    });
    const ids = [opened.data.results[0]?.bagItemId];
    const [sale, extraction] = await Promise.all([
      player.call('/api/user/sell', { ids }),
      player.call('/api/user/extractGoods', { ids }),
    ]);
    expect([sale?.code, extraction?.code].filter((code) => code === 0)).toHaveLength(1);
    expect([sale?.status, extraction?.status].filter((s) => s === 409)).toHaveLength(1);
  });

  it('credits one card code once when it is redeemed twice at once', async () => {
    const player = await playerWithCoins(0n);
    const [card] = await issueCardCodes(server.database.db, 1, 5000n, 'race');
    const body = { cardNo: card?.cardNo, cardPassword: card?.password };
    const answers = await Promise.all([
      player.call('/api/recharge/card', body),
      player.call('/api/recharge/card', body),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(5000n);
    const [stored] = await server.database.db
      .select()
      .from(cardCodes)
      .where(eq(cardCodes.cardNo, card?.cardNo ?? ''));
    expect(stored?.redeemedBy).toBe(player.userId);
  });
});
