import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { bagEvents, bagItems, deliveries } from '../db/schema/bag';
import { catalogueItems } from '../db/schema/catalogue';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import type { DeliveryProvider } from './provider';

const DELIVERY_JOB_KIND = 'delivery.settle';

/**
 * Settles one extraction when it is due (DESIGN section 4): asks the provider for the outcome and
 * moves the delivery and its item in the job's transaction, so a restart or a second process never
 * settles one twice. A delivery cancelled meanwhile is no longer pending and is left alone; a
 * failed one puts the item back in the bag; a provider that throws is retried with backoff.
 */
export function deliveryJob(provider: DeliveryProvider): JobDefinition<{ deliveryId: number }> {
  return {
    kind: DELIVERY_JOB_KIND,
    payload: z.object({ deliveryId: z.number().int().positive() }),
    async handler(tx, { deliveryId }) {
      // Lock order bag item → delivery, the order extract and cancelExtract take them in
      // (bag/actions.ts): the other order deadlocked with a cancel arriving mid-settlement.
      const [found] = await tx
        .select({ bagItemId: deliveries.bagItemId })
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, 'pending')));
      if (!found) return;
      await tx
        .select({ id: bagItems.id })
        .from(bagItems)
        .where(eq(bagItems.id, found.bagItemId))
        .for('update');
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
      const moved = await tx
        .update(bagItems)
        .set({ state: outcome === 'completed' ? 'extracted' : 'bag', updatedAt: sql`now()` })
        .where(and(eq(bagItems.id, delivery.bagItemId), eq(bagItems.state, 'extracting')))
        .returning({ itemId: bagItems.itemId });
      const item = moved[0];
      if (!item) return;
      const [price] = await tx
        .select({ cents: itemPriceCents })
        .from(catalogueItems)
        .where(eq(catalogueItems.id, item.itemId));
      await tx.insert(bagEvents).values({
        userId: delivery.userId,
        bagItemId: delivery.bagItemId,
        kind: outcome === 'completed' ? 'delivery.done' : 'delivery.failed',
        priceCents: BigInt(price?.cents ?? 0),
      });
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
