import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagItems, deliveries } from '../../db/schema';
import { openForItems, payingPlayer, siteBoxId } from '../../testing/players';
import { runDueJobs } from '../../runtime/jobs';
import { checkedTestServer } from '../../testing/checkedTestServer';
import { deliveryJob } from './deliveryJob';
import type { DeliveryProvider } from './provider';
import { rowsOf } from '../../db/rows';
import { DAY_MS } from '@skinbox/rules';

/** A provider that answers only when the test lets it, so a settling job can be held mid-way. */
function heldProvider() {
  let entered: () => void = () => {};
  let release: () => void = () => {};
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const provider: DeliveryProvider = {
    name: 'held',
    delaySeconds: 0,
    async deliver() {
      entered();
      await released;
      return 'completed';
    },
  };
  return { provider, inside, release };
}

/**
 * Issue 13, finding 8: the settling job locked the delivery and then the bag item, cancelExtract
 * the item and then the delivery, so a cancel arriving while its item was being settled deadlocked
 * ("deadlock detected", a 500 or a rolled-back settlement). Both now take the bag item first.
 */
describe('settling a delivery while its cancel arrives (PostgreSQL)', () => {
  const server = checkedTestServer();

  /** Waits until some statement of the database waits for a row lock. */
  async function someoneWaitsForALock() {
    for (let i = 0; i < 100; i += 1) {
      const result = await server().database.db.execute(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      if (rowsOf<{ n: number }>(result)[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no statement waited for a lock');
  }

  it('answers the cancel without a deadlock and settles the delivery once', async () => {
    const player = await payingPlayer(server(), 1n);
    const [bagItemId] = await openForItems(player, await siteBoxId(server(), 1), 1);
    expect((await player.call('/api/user/extractGoods', { ids: [bagItemId] })).code).toBe(0);

    const { provider, inside, release } = heldProvider();
    const later = new Date(Date.now() + DAY_MS);
    const pass = runDueJobs(server().database.db, [deliveryJob(provider)], { now: later });
    await inside;
    const cancel = player.call('/api/user/cancelExtract', { ids: [bagItemId] });
    await someoneWaitsForALock();
    release();
    const [report, answer] = await Promise.all([pass, cancel]);

    expect(report.failures.map((f) => String(f.error))).toEqual([]);
    expect(report.done).toBe(1);
    // The settlement came first: the item is extracted, and the cancel is refused, not failed.
    expect(answer).toMatchObject({ status: 409 });
    const [item] = await server()
      .database.db.select({ state: bagItems.state })
      .from(bagItems)
      .where(eq(bagItems.id, bagItemId ?? 0));
    expect(item?.state).toBe('extracted');
    const [delivery] = await server()
      .database.db.select({ status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.bagItemId, bagItemId ?? 0));
    expect(delivery?.status).toBe('completed');
  });
});
