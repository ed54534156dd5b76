import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bagEvents, bagItems, deliveries } from '../db/schema/bag';
import { itemPriceCents } from '../catalogue/goods';
import { catalogueItems } from '../db/schema/catalogue';
import type { DeliveryProvider } from './provider';

/** How many due deliveries one pass settles. */
export const DELIVERY_BATCH = 50;

/**
 * Settles the deliveries due at `now` (DESIGN section 4: timers live in the database). Each pass
 * claims rows with FOR UPDATE SKIP LOCKED and moves them out of 'pending' in the same transaction,
 * so two processes, or a restart, never settle one twice; a cancelled one is no longer pending.
 * Returns how many were settled.
 */
export async function settleDueDeliveries(db: Db, provider: DeliveryProvider, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.status, 'pending'), lte(deliveries.dueAt, now)))
      .orderBy(asc(deliveries.dueAt))
      .limit(DELIVERY_BATCH)
      .for('update', { skipLocked: true });
    for (const delivery of due) {
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
      // A failed delivery puts the item back in the bag.
      const moved = await tx
        .update(bagItems)
        .set({ state: outcome === 'completed' ? 'extracted' : 'bag', updatedAt: sql`now()` })
        .where(and(eq(bagItems.id, delivery.bagItemId), eq(bagItems.state, 'extracting')))
        .returning({ itemId: bagItems.itemId });
      const item = moved[0];
      if (!item) continue;
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
    }
    return due.length;
  });
}

/** Runs `settleDueDeliveries` every `pollMs`; the returned stop waits for a pass under way. */
export function startDeliveryTimer(
  db: Db,
  provider: DeliveryProvider,
  pollMs: number,
  onError: (error: unknown) => void,
) {
  let pass: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    pass ??= settleDueDeliveries(db, provider)
      .catch(onError)
      .finally(() => {
        pass = null;
      });
  }, pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
