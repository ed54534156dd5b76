import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bagItems, deliveries, jobs } from '../../db/schema';
import { openForItems, payingPlayer, siteBoxId } from '../../testing/players';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { DeliveryProvider } from './provider';
import { runDueJobs, startJobRunner } from '../../runtime/jobs';
import { deliveryJob } from './deliveryJob';
import { DAY_MS } from '@skinbox/rules';

/** A provider that completes at once and counts its calls. */
function countingProvider() {
  const calls: number[] = [];
  const provider: DeliveryProvider = {
    name: 'counting',
    delaySeconds: 0,
    deliver: ({ deliveryId }) => {
      calls.push(deliveryId);
      return Promise.resolve('completed');
    },
  };
  return { provider, calls };
}

describe('the delivery job', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function extractOne() {
    const player = await payingPlayer(server, 1n);
    const ids = await openForItems(player, await siteBoxId(server, 1), 1);
    await player.call('/api/user/extractGoods', { ids });
    return ids[0] ?? 0;
  }

  it("delivers a due extraction on the runner's next poll", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const bagItemId = await extractOne();
      const { provider } = countingProvider();
      const pollMs = 1000;
      const runner = startJobRunner(server.database.db, [deliveryJob(provider)], {
        pollMs,
        onFailure: ({ error }) => {
          throw error;
        },
        onError: (error) => {
          throw error;
        },
      });
      // Due at "now + 300 s" (the sandbox default), so move the due time instead of the clock.
      await server.database.db
        .update(jobs)
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, 'delivery.settle'));
      await vi.advanceTimersByTimeAsync(pollMs);
      await runner.stop();
      const [item] = await server.database.db
        .select({ state: bagItems.state })
        .from(bagItems)
        .where(eq(bagItems.id, bagItemId));
      expect(item?.state).toBe('extracted');
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles each due delivery once however many passes run', async () => {
    await extractOne();
    await extractOne();
    const { provider, calls } = countingProvider();
    const later = new Date(Date.now() + DAY_MS);
    const run = () => runDueJobs(server.database.db, [deliveryJob(provider)], { now: later });
    await Promise.all([run(), run()]);
    await run();
    expect(calls).toHaveLength(2);
    expect(new Set(calls).size).toBe(2);
    const pending = await server.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.status, 'pending'));
    expect(pending).toEqual([]);
  });
});
