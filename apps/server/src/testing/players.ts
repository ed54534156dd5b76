import { eq } from 'drizzle-orm';
import { boxes } from '../db/schema';
import type { TestServer } from './testServer';
import { createTestUser } from './users';
import { credit } from '../money/ledger';
import { apiCaller } from './api';
import { grantTestCoins } from './testGrant';

export const TEST_TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=AbCdEf12';

/** A signed-in player with a bound trade link and `coins` granted on the ledger. */
export async function playerWithCoins(server: TestServer, coins: bigint, tradeLink = true) {
  const user = await createTestUser(
    server.database,
    tradeLink ? { steamUrl: TEST_TRADE_LINK } : {},
  );
  if (coins > 0n) {
    await grantTestCoins(server.database.db, user.userId, coins * 100n);
  }
  return { ...user, call: apiCaller(server, user.token) };
}

/**
 * A signed-in player with a bound trade link whose `coins` came from a payment (a recharge card
 * on the mint, nothing locked): one whose items may leave the site (wagering/, issue 26).
 */
export async function payingPlayer(server: TestServer, coins: bigint) {
  const user = await createTestUser(server.database, { steamUrl: TEST_TRADE_LINK });
  await credit(server.database.db, {
    userId: user.userId,
    currency: 'amount',
    cents: coins * 100n,
    kind: 'recharge.card',
    reference: `card:test-${user.userId}`,
    account: 'mint',
  });
  return { ...user, call: apiCaller(server, user.token) };
}

/** The id of the seeded site box that costs `coins`. */
export async function siteBoxId(server: TestServer, coins: number): Promise<number> {
  const [box] = await server.database.db
    .select({ id: boxes.id, type: boxes.type })
    .from(boxes)
    .where(eq(boxes.priceCents, BigInt(coins * 100)));
  if (!box) throw new Error(`no seeded box costs ${coins}`);
  return box.id;
}

/** Opens `count` boxes of `coins` and returns the new bag item ids. */
export async function openForItems(
  player: { call: ReturnType<typeof apiCaller> },
  boxId: number,
  count: number,
): Promise<number[]> {
  const answer = await player.call<{ results: Array<{ bagItemId: number }> }>('/api/box/open', {
    boxId,
    count,
  });
  return answer.data.results.map((r) => r.bagItemId);
}
