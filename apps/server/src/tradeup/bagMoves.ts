import { and, eq, inArray, sql } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { bagEvents, bagItems, catalogueItems } from '../db/schema';
import { AppError } from '../http/errors';

export interface LockedEntry {
  id: number;
  itemId: number;
  state: string;
  priceCents: bigint;
}

/**
 * Locks the player's chosen bag entries (FOR UPDATE, in id order, as the bag's own actions do) and
 * returns them with their prices in force. Concurrent trade-ups, sales and extractions of one item
 * serialise on its row; the later one then sees it gone from the bag.
 */
export async function lockEntries(
  tx: Db,
  userId: number,
  ids: readonly number[],
): Promise<LockedEntry[]> {
  const rows = await selectEntries(tx, userId, ids).for('update', { of: bagItems });
  return rows.map((r) => ({ ...r, priceCents: BigInt(r.priceCents) }));
}

/** The chosen entries as they are now, unlocked (for previews that change nothing). */
export async function readEntries(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<LockedEntry[]> {
  const rows = await selectEntries(db, userId, ids);
  return rows.map((r) => ({ ...r, priceCents: BigInt(r.priceCents) }));
}

function selectEntries(db: Db, userId: number, ids: readonly number[]) {
  return db
    .select({
      id: bagItems.id,
      itemId: bagItems.itemId,
      state: bagItems.state,
      priceCents: itemPriceCents,
    })
    .from(bagItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
    .where(and(eq(bagItems.userId, userId), inArray(bagItems.id, [...new Set(ids)])))
    .orderBy(bagItems.id);
}

/** Refuses unless every chosen id is the player's and still in the bag. */
export function requireAllInBag(entries: readonly LockedEntry[], ids: readonly number[]) {
  const unique = new Set(ids).size;
  if (entries.length !== unique || entries.some((e) => e.state !== 'bag')) {
    throw new AppError(409, 'errors.bagItemUnavailable');
  }
}

/** Moves locked entries from the bag to consumed (compare-and-set) and records why. */
export async function consumeEntries(
  tx: Db,
  userId: number,
  entries: readonly LockedEntry[],
  kind: string,
) {
  const ids = entries.map((e) => e.id);
  const moved = await tx
    .update(bagItems)
    .set({ state: 'consumed', updatedAt: sql`now()` })
    .where(and(inArray(bagItems.id, ids), eq(bagItems.state, 'bag')))
    .returning({ id: bagItems.id });
  if (moved.length !== ids.length) throw new Error('a locked bag item changed state');
  await tx
    .insert(bagEvents)
    .values(entries.map((e) => ({ userId, bagItemId: e.id, kind, priceCents: e.priceCents })));
}

/** Puts one item into the player's bag with its event; returns the new bag entry's id. */
export async function putInBag(
  tx: Db,
  entry: { userId: number; itemId: number; priceCents: bigint; source: string; sourceRef: string },
  kind: string,
): Promise<number> {
  const [created] = await tx
    .insert(bagItems)
    .values({
      userId: entry.userId,
      itemId: entry.itemId,
      source: entry.source,
      sourceRef: entry.sourceRef,
    })
    .returning({ id: bagItems.id });
  if (!created) throw new Error('the bag insert returned nothing');
  await tx
    .insert(bagEvents)
    .values({ userId: entry.userId, bagItemId: created.id, kind, priceCents: entry.priceCents });
  return created.id;
}

/** The sum of the entries' prices. */
export function totalCents(entries: readonly { priceCents: bigint }[]): bigint {
  return entries.reduce((sum, e) => sum + e.priceCents, 0n);
}
