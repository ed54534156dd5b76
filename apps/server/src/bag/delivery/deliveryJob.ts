import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { deliveries } from '../../db/schema/bag';
import { scheduleJob, type JobDefinition } from '../../runtime/jobs';
import { lockEntries, moveEntries, recordEvents } from '../moves';
import type { DeliveryProvider } from './provider';

const DELIVERY_JOB_KIND = 'delivery.settle';

/**
 * Settles one extraction when it is due (DESIGN section 4): asks the provider for the outcome and
 * moves the delivery and its item (through the item ledger, bag/moves.ts) in the job's
 * transaction, so a restart or a second process never settles one twice. A delivery cancelled
 * meanwhile is no longer pending and is left alone; a failed one puts the item back in the bag; a
 * provider that throws is retried with backoff.
 */
export function deliveryJob(provider: DeliveryProvider): JobDefinition<{ deliveryId: number }> {
  return {
    kind: DELIVERY_JOB_KIND,
    payload: z.object({ deliveryId: z.number().int().positive() }),
    async handler(tx, { deliveryId }) {
      // Lock order bag item → delivery, the order extract and cancelExtract take them in
      // (bag/actions.ts): the other order deadlocked with a cancel arriving mid-settlement.
      const [found] = await tx
        .select({ bagItemId: deliveries.bagItemId, userId: deliveries.userId })
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, 'pending')));
      if (!found) return;
      const [entry] = await lockEntries(tx, found.userId, [found.bagItemId]);
      const [delivery] = await tx
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, 'pending')))
        .for('update');
      if (!delivery) return;
      const outcome = await provider.deliver({
        deliveryId: delivery.id,
        userId: delivery.userId,
        bagItemId: delivery.bagItemId,
        tradeLink: delivery.tradeLink,
      });
      await tx
        .update(deliveries)
        .set({ status: outcome, finishedAt: sql`now()` })
        .where(eq(deliveries.id, delivery.id));
      if (entry?.state !== 'extracting') return;
      const completed = outcome === 'completed';
      await moveEntries(tx, [entry], 'extracting', completed ? 'extracted' : 'bag');
      await recordEvents(
        tx,
        delivery.userId,
        [entry],
        completed ? 'delivery.done' : 'delivery.failed',
      );
    },
  };
}

/** Schedules the settling of new deliveries at their due time, in the extraction's transaction. */
export async function scheduleDeliveries(
  tx: Db,
  provider: DeliveryProvider,
  started: ReadonlyArray<{ id: number; dueAt: Date }>,
) {
  const job = deliveryJob(provider);
  for (const delivery of started) {
    await scheduleJob(tx, job, {
      key: `delivery:${delivery.id}`,
      payload: { deliveryId: delivery.id },
      dueAt: delivery.dueAt,
    });
  }
}
