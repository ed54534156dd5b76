import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, seedFeatures } from '../../app';
import { loadConfig } from '../../config';
import { bagEvents, bagItems } from '../../db/schema';
import { credit } from '../../money/ledger';
import { apiCaller } from '../../testing/api';
import { TEST_TRADE_LINK, openForItems, siteBoxId } from '../../testing/players';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import '../../testing/catalogueSource';
import type { TestServer } from '../../testing/testServer';
import { createTestUser } from '../../testing/users';
import { sandboxDeliveryProvider } from './provider';
import { runDueJobs } from '../../runtime/jobs';
import { deliveryJob } from './deliveryJob';
import { DAY_MS } from '@skinbox/rules';

/** DESIGN section 4: the delivery timer lives in the database, so a restart loses none. */
describe('an extraction across a server restart', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  /** A server process on the shared database; `close` stops it and leaves the database. */
  async function start(): Promise<TestServer> {
    const config = {
      ...loadConfig({}),
      PORT: 0,
      LOG_LEVEL: 'silent' as const,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-data-')),
    };
    await seedFeatures({ db: database.db, config });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return {
      url: `http://127.0.0.1:${address.port}`,
      database,
      hub: app.hub,
      httpServer: app.server,
      dataDir: config.DATA_DIR,
      close: () => app.close(),
    };
  }

  it('is delivered exactly once by the server that comes up after the one that took it', async () => {
    const first = await start();
    const user = await createTestUser(database, { steamUrl: TEST_TRADE_LINK });
    await credit(database.db, {
      userId: user.userId,
      currency: 'amount',
      cents: 100n,
      // A payment: items bought with it may leave the site (wagering/).
      kind: 'recharge.card',
      reference: 'card:restart',
      account: 'mint',
    });
    const player = { call: apiCaller(first, user.token) };
    const [bagItemId = 0] = await openForItems(player, await siteBoxId(first, 1), 1);
    await player.call('/api/user/extractGoods', { ids: [bagItemId] });
    await first.close();

    const second = await start();
    const later = new Date(Date.now() + DAY_MS);
    await runDueJobs(database.db, [deliveryJob(sandboxDeliveryProvider(0))], { now: later });
    await runDueJobs(database.db, [deliveryJob(sandboxDeliveryProvider(0))], { now: later });
    await second.close();

    const [item] = await database.db.select().from(bagItems).where(eq(bagItems.id, bagItemId));
    const done = await database.db
      .select()
      .from(bagEvents)
      .where(eq(bagEvents.bagItemId, bagItemId));
    expect(item?.state).toBe('extracted');
    expect(done.filter((e) => e.kind === 'delivery.done')).toHaveLength(1);
  });
});
