import { count, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagItems, ledger, openRecords, rolls, seedPairs } from '../db/schema';
import { getBalances } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { rewardCostReport } from './rewardCosts';

interface Demo {
  goods: { goodsId: number; price: string };
  ticket: number;
  demoSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The box page's demo spin in the economy (issue 30): an entry that pays nothing. Spun by a
 * visitor and by a player with coins, it moves no coin and writes no row: balances, ledger, bag,
 * seed pairs and their nonces, rolls and open records stay as they were.
 */
describe('the demo spin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const snapshot = async () => {
    const { db } = server.database;
    const [ledgerRows] = await db.select({ n: count() }).from(ledger);
    const [bagRows] = await db.select({ n: count() }).from(bagItems);
    const [rollRows] = await db.select({ n: count() }).from(rolls);
    const [openRows] = await db.select({ n: count() }).from(openRecords);
    const [pairs] = await db.select({ n: count(), nonces: sum(seedPairs.nonce) }).from(seedPairs);
    return { ledgerRows, bagRows, rollRows, openRows, pairs };
  };

  it('credits nothing and writes nothing, signed in or not', async () => {
    const boxId = await siteBoxId(server, 10);
    const player = await playerWithCoins(server, 50n);
    // A real opening first, so the player has a seed pair whose nonce a demo must not move.
    await player.call('/api/box/open', { boxId, count: 1 });
    const before = await snapshot();
    const balances = await getBalances(server.database.db, player.userId);
    const visitor = apiCaller(server);
    const spins: Demo[] = [];
    for (let i = 0; i < 10; i += 1) {
      spins.push((await player.call<Demo>('/api/box/demo', { boxId })).data);
      spins.push((await visitor<Demo>('/api/box/demo', { boxId })).data);
    }
    expect(await snapshot()).toEqual(before);
    expect(await getBalances(server.database.db, player.userId)).toEqual(balances);
    // Each spin has its own demo seed, shown with its result.
    expect(new Set(spins.map((spin) => spin.demoSeed)).size).toBe(spins.length);
    expect(spins.every((spin) => spin.clientSeed === 'demo' && spin.nonce === 0)).toBe(true);
  });

  it('is an entry of the reward report that pays nothing', async () => {
    const report = await rewardCostReport(server.database.db, new Date());
    expect(report.find((row) => row.reward.startsWith('demo spin'))).toMatchObject({
      coinsPerPlayer: 0,
      share: null,
    });
  });
});
