import { desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import type { Operator } from '../../platform/operator';
import { cancelExtractions, extractItems, sellItems } from '../actions';
import type { Db } from '../../db/database';
import { bagItems, deliveries } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { DeliveryProvider } from './provider';

/**
 * The extraction queue's operator rules. They move items only through the bag's own actions
 * (bag/actions.ts: compare-and-set on the item's state, the same locks as the delivery job), so an
 * item is never both delivered and refunded.
 */

async function lockDelivery(tx: Db, deliveryId: number) {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!row) throw new AppError(404, 'errors.notFound');
  return row;
}

/** Sends a failed extraction's item (back in the bag since it failed) again: a new extraction. */
export async function retryExtraction(
  tx: Db,
  input: { deliveryId: number; reason?: string },
  operator: Operator,
  extraction: { provider: DeliveryProvider; wagerMultiple: number },
  now: Date,
) {
  const failed = await lockDelivery(tx, input.deliveryId);
  if (failed.status !== 'failed') throw new AppError(409, 'errors.extractionState');
  const [item] = await tx
    .select({ state: bagItems.state })
    .from(bagItems)
    .where(eq(bagItems.id, failed.bagItemId));
  if (item?.state !== 'bag') throw new AppError(409, 'errors.extractionState');
  await extractItems(
    tx,
    extraction.provider,
    failed.userId,
    [failed.bagItemId],
    extraction.wagerMultiple,
    now,
  );
  const [retried] = await tx
    .select({ id: deliveries.id, dueAt: deliveries.dueAt })
    .from(deliveries)
    .where(eq(deliveries.bagItemId, failed.bagItemId))
    .orderBy(desc(deliveries.id))
    .limit(1);
  if (!retried) throw new Error('the retried extraction was not written');
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.retryExtraction',
    target: `delivery:${input.deliveryId}`,
    before: { status: failed.status },
    after: { retriedAs: retried.id, dueAt: retried.dueAt },
    reason: input.reason,
  });
  return { auditId, deliveryId: retried.id };
}

/**
 * Cancels a pending extraction (its item back in the bag), or closes a failed one whose item is
 * back already; with `coins` the item is then sold for its price in force as the player's own sale
 * would (bag.sell), so the player holds coins instead of the item.
 */
export async function cancelExtraction(
  tx: Db,
  input: { deliveryId: number; refund: 'item' | 'coins'; reason: string },
  operator: Operator,
) {
  const delivery = await lockDelivery(tx, input.deliveryId);
  if (delivery.status === 'pending') {
    await cancelExtractions(tx, delivery.userId, [delivery.bagItemId]);
  } else if (delivery.status !== 'failed' || input.refund === 'item') {
    throw new AppError(409, 'errors.extractionState');
  }
  const coins =
    input.refund === 'coins' ? await sellItems(tx, delivery.userId, [delivery.bagItemId]) : 0n;
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.cancelExtraction',
    target: `delivery:${input.deliveryId}`,
    before: { status: delivery.status },
    after: { refund: input.refund, coinsCents: coins },
    reason: input.reason,
  });
  return { auditId };
}
