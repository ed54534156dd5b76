import { AppError } from '../http/errors';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deliveries, users } from '../db/schema';
import type { DeliveryProvider } from './delivery/provider';
import { scheduleDeliveries } from './delivery/deliveryJob';
import { creditUnlessZero } from '../money/ledger';
import { sellBackCents } from './rules/sellBack';
import { requireExtractable } from '../wagering/actions';
import { lockEntries, moveEntries, recordEvents } from './moves';
import { refusalFor, TRANSITIONS, type BagAction } from './rules/transitions';

/**
 * Locks the chosen items of the player (FOR UPDATE), applies the bag rules, and moves them with a
 * compare-and-set on their state. Concurrent actions on one item serialise on its row lock; the
 * later one sees the new state and is refused.
 */
async function lockAndMove(tx: Db, userId: number, ids: readonly number[], action: BagAction) {
  const entries = await lockEntries(tx, userId, ids);
  const refusal = refusalFor(
    action,
    entries.map((e) => e.state),
    new Set(ids).size - entries.length,
  );
  if (refusal) throw new AppError(409, refusal);
  const { from, to } = TRANSITIONS[action];
  await moveEntries(tx, entries, from, to);
  return entries;
}

/** Sells items for coins at the sell-back rate of their price; returns the coins credited. */
export function sellItems(db: Db, userId: number, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const items = await lockAndMove(tx, userId, ids, 'sell');
    const total = items.reduce((sum, i) => sum + sellBackCents(i.priceCents), 0n);
    await recordEvents(tx, userId, items, 'bag.sell');
    await creditUnlessZero(tx, {
      userId,
      currency: 'amount',
      cents: total,
      kind: 'bag.sell',
      reference: `bag:${items.map((i) => i.id).join(',')}`,
    });
    return total;
  });
}

/**
 * Starts extractions to the player's bound trade link, each due after the provider's delay, once
 * the lock allows it (a first real payment, no turnover owed: wagering/actions.ts).
 */
export function extractItems(
  db: Db,
  provider: DeliveryProvider,
  userId: number,
  ids: readonly number[],
  wagerMultiple: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ steamUrl: users.steamUrl })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.steamUrl)));
    if (!player?.steamUrl) throw new AppError(409, 'errors.tradeLinkRequired');
    await requireExtractable(tx, userId, wagerMultiple);
    const items = await lockAndMove(tx, userId, ids, 'extract');
    const dueAt = new Date(now.getTime() + provider.delaySeconds * 1000);
    const started = await tx
      .insert(deliveries)
      .values(
        items.map((i) => ({
          userId,
          bagItemId: i.id,
          tradeLink: player.steamUrl ?? '',
          provider: provider.name,
          dueAt,
        })),
      )
      .returning({ id: deliveries.id, dueAt: deliveries.dueAt });
    await scheduleDeliveries(tx, provider, started);
    await recordEvents(tx, userId, items, 'bag.extract');
    return items.map((i) => ({ bagItemId: i.id, dueAt }));
  });
}

/** Cancels extractions still under way: the items go back to the bag. */
export function cancelExtractions(db: Db, userId: number, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    const items = await lockAndMove(tx, userId, ids, 'cancel');
    await tx
      .update(deliveries)
      .set({ status: 'cancelled', finishedAt: sql`now()` })
      .where(
        and(
          inArray(
            deliveries.bagItemId,
            items.map((i) => i.id),
          ),
          eq(deliveries.status, 'pending'),
        ),
      );
    await recordEvents(tx, userId, items, 'bag.cancelExtract');
  });
}
