import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeliveryProvider } from '../bag/delivery/provider';
import { deliveryJob } from '../bag/delivery/deliveryJob';
import { runDueJobs } from '../runtime/jobs';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { findMisplacedItems } from '../testing/itemInvariants';
import { apiCaller } from '../testing/api';
import { TEST_TRADE_LINK } from '../testing/players';
import { issueCardCodes } from '../recharge/cardCodes';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { DAY_MS } from '@skinbox/rules';

interface Page<T> {
  list: T[];
  total: number;
}
interface BagEntry {
  id: number;
  state: string;
  goods: { price: string; name: string };
}

/**
 * Issue 6 "done means": a player who recharges with a card code opens boxes, sees the drops in the
 * bag, sells one and extracts another; every roll verifies and every step is on the ledger.
 */
describe('the box economy journey over HTTP', () => {
  let server: TestServer;
  let call: ReturnType<typeof apiCaller>;
  const nickName = 'journeyman';

  beforeAll(async () => {
    server = await startTestServer();
    const user = await createTestUser(server.database, {
      steamUrl: TEST_TRADE_LINK,
      nickName,
    });
    call = apiCaller(server, user.token);
  });
  afterAll(() => server.close());

  it('credits a card code of 100 coins', async () => {
    const [card] = await issueCardCodes(server.database.db, 1, 10000n, 'journey');
    const answer = await call('/api/recharge/card', {
      cardNo: card?.cardNo,
      cardPassword: card?.password,
    });
    expect(answer.data).toEqual({ credited: '100.00', amount: '100.00' });
  });

  it('lists the 20 seeded site boxes from 1 to 1000 coins', async () => {
    const answer = await call<Page<{ price: string }>>('/api/box/list', { pageSize: 50 });
    expect(answer.data.total).toBe(20);
    expect(answer.data.list[0]?.price).toBe('1.00');
    expect(answer.data.list.at(-1)?.price).toBe('1000.00');
  });

  it('opens three 5-coin boxes: 15 coins debited, 15 points credited, three drops', async () => {
    const list = await call<Page<{ boxId: number; price: string }>>('/api/box/list', {
      maxPrice: '5',
      minPrice: '5',
    });
    const boxId = list.data.list[0]?.boxId;
    const answer = await call<{ results: unknown[]; amount: string; point: string }>(
      '/api/box/open',
      { boxId, count: 3 },
    );
    expect(answer.data).toMatchObject({ amount: '85.00', point: '15.00' });
    expect(answer.data.results).toHaveLength(3);
  });

  it('shows the drops in the bag', async () => {
    const bag = await call<Page<BagEntry>>('/api/user/rucksackGoods', {});
    expect(bag.data.total).toBe(3);
    expect(bag.data.list.every((item) => item.state === 'bag')).toBe(true);
  });

  it('verifies every roll once the client seed is changed', async () => {
    const before = await call<{ serverSeedHash: string }>('/api/fairness/current');
    await call('/api/fairness/changeClientSeed', { clientSeed: 'my own seed' });
    const records = await server.database.db.query.openRecords.findMany();
    for (const record of records) {
      const verified = await call<{ verified: boolean; serverSeedHash: string }>(
        '/api/fairness/verify',
        { rollId: record.rollId },
      );
      expect(verified.data).toMatchObject({
        verified: true,
        serverSeedHash: before.data.serverSeedHash,
      });
    }
    expect(records).toHaveLength(3);
  });

  it('sells one drop for its price', async () => {
    const bag = await call<Page<BagEntry>>('/api/user/rucksackGoods', {});
    const item = bag.data.list[0];
    const sold = await call<{ credited: string; amount: string }>('/api/user/sell', {
      ids: [item?.id],
    });
    expect(sold.data.credited).toBe(item?.goods.price);
    expect(Number(sold.data.amount)).toBeCloseTo(85 + Number(item?.goods.price), 2);
  });

  it('extracts another, which the sandbox delivers when due, and then it cannot be sold', async () => {
    const bag = await call<Page<BagEntry>>('/api/user/rucksackGoods', { state: 'bag' });
    const item = bag.data.list[0];
    await call('/api/user/extractGoods', { ids: [item?.id] });
    const later = new Date(Date.now() + DAY_MS);
    await runDueJobs(server.database.db, [deliveryJob(sandboxDeliveryProvider(0))], { now: later });
    const extracted = await call<Page<BagEntry>>('/api/user/rucksackGoods', { state: 'extracted' });
    expect(extracted.data.list.map((i) => i.id)).toEqual([item?.id]);
    const refused = await call('/api/user/sell', { ids: [item?.id] });
    expect(refused).toMatchObject({ status: 409, msg: 'Extracted items cannot be sold' });
  });

  it('shows the three opens in the live drops with the player and the box', async () => {
    const drops = await call<{ list: Array<{ nickName: string; boxName: string }> }>(
      '/api/index/getAllOpenBoxRecords',
    );
    expect(drops.data.list).toHaveLength(3);
    expect(drops.data.list[0]?.nickName).toBe(nickName);
  });

  it('keeps every coin change on the ledger pages', async () => {
    const bills = await call<Page<{ kind: string; amount: string }>>('/api/user/billDetails', {});
    expect(bills.data.list.map((b) => b.kind)).toEqual(['bag.sell', 'box.open', 'recharge.card']);
    expect(bills.data.list[1]?.amount).toBe('-15.00');
  });

  it('keeps balance = sum of ledger rows and every item in one place', async () => {
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    expect(await findMisplacedItems(server.database.db)).toEqual([]);
  });
});
