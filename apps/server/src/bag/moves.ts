import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import type { Db } from '../db/database';
import { bagEvents, bagItems, catalogueItems, type BagState } from '../db/schema';
import { AppError } from '../http/errors';
import { rowsOf } from '../db/rows';

/**
 * The item ledger, as money/ledger.ts is for coins: every game puts items into a bag, locks and
 * moves bag entries through these, so a bag entry and its event (bag_events, the item's history
 * and the economy's record of value) are written one way everywhere. Moves are compare-and-set on
 * the state under the entries' row locks: a move that finds an entry changed is a bug, not a
 * refusal, because the caller locked and checked the entries first. The box opening writes the
 * same two rows inside the database (boxes/sql/open_site_box.sql).
 */

export interface LockedEntry {
  id: number;
  itemId: number;
  state: BagState;
  priceCents: bigint;
}

/**
 * Locks the player's chosen bag entries (FOR UPDATE, in id order, so two actions on the same
 * entries never wait for each other in opposite orders) and returns those that are the player's,
 * in any state, with their prices in force. Concurrent actions on one item serialise on its row;
 * the later one then sees its new state.
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

/** Moves locked entries from one state to another (compare-and-set on `from`). */
export async function moveEntries(
  tx: Db,
  entries: readonly { id: number }[],
  from: BagState,
  to: BagState,
) {
  const ids = [...new Set(entries.map((e) => e.id))];
  const moved = await tx
    .update(bagItems)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(inArray(bagItems.id, ids), eq(bagItems.state, from)))
    .returning({ id: bagItems.id });
  if (moved.length !== ids.length) throw new Error('a locked bag item changed state');
}

/** Records why entries moved: one event each, at the price each had then. */
export async function recordEvents(
  tx: Db,
  userId: number,
  entries: readonly { id: number; priceCents: bigint }[],
  kind: string,
) {
  await tx
    .insert(bagEvents)
    .values(entries.map((e) => ({ userId, bagItemId: e.id, kind, priceCents: e.priceCents })));
}

/** Moves locked entries from the bag to consumed (a sale, a trade-up) and records why. */
export async function consumeEntries(
  tx: Db,
  userId: number,
  entries: readonly LockedEntry[],
  kind: string,
) {
  await moveEntries(tx, entries, 'bag', 'consumed');
  await recordEvents(tx, userId, entries, kind);
}

export interface NewEntry {
  userId: number;
  itemId: number;
  /** The game it came from and what in it ('roll:12', 'battle:3:round:1:seat:2'). */
  source: string;
  sourceRef: string | SQL;
  priceCents: bigint;
}

/**
 * A new bag entry and its event as two common table expressions, for a write that stores what the
 * item came from in the same statement (a roll whose id the entry's source names): `bag_put`
 * answers the entry's id. `from` ends the entry's SELECT (`FROM r WHERE won`), or is empty.
 */
export function putInBagSql(entry: NewEntry, kind: string, from: SQL = sql``): SQL {
  return sql`bag_put AS (
      INSERT INTO bag_items (user_id, item_id, source, source_ref)
      SELECT ${entry.userId}, ${entry.itemId}, ${entry.source}, ${entry.sourceRef} ${from}
      RETURNING id
    ), bag_put_event AS (
      INSERT INTO bag_events (user_id, bag_item_id, kind, price_cents)
      SELECT ${entry.userId}, bag_put.id, ${kind}, ${entry.priceCents} FROM bag_put
    )`;
}

/** Puts one item into the player's bag with its event; returns the new entry's id. */
export async function putInBag(tx: Db, entry: NewEntry, kind: string): Promise<number> {
  const inserted = await tx.execute(sql`WITH ${putInBagSql(entry, kind)} SELECT id FROM bag_put`);
  const [created] = rowsOf<{ id: string | number }>(inserted);
  if (!created) throw new Error('the bag insert returned nothing');
  return Number(created.id);
}

/**
 * Hands a staked entry (a roll room's prize) to a player: back in a bag, theirs, from a new source,
 * with its event; returns its id.
 */
export async function handOverStaked(
  tx: Db,
  bagItemId: number,
  to: Omit<NewEntry, 'itemId'>,
  kind: string,
): Promise<number> {
  const [moved] = await tx
    .update(bagItems)
    .set({
      userId: to.userId,
      state: 'bag',
      source: to.source,
      sourceRef: to.sourceRef,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bagItems.id, bagItemId), eq(bagItems.state, 'staked')))
    .returning({ id: bagItems.id });
  if (!moved) throw new Error(`the staked item ${bagItemId} left its stake`);
  await recordEvents(tx, to.userId, [{ id: moved.id, priceCents: to.priceCents }], kind);
  return moved.id;
}

/** Gives a staked entry back to its owner's bag, with its event. */
export async function returnStaked(
  tx: Db,
  entry: { id: number; userId: number; priceCents: bigint },
  kind: string,
) {
  const [back] = await tx
    .update(bagItems)
    .set({ state: 'bag', updatedAt: sql`now()` })
    .where(
      and(
        eq(bagItems.id, entry.id),
        eq(bagItems.userId, entry.userId),
        eq(bagItems.state, 'staked'),
      ),
    )
    .returning({ id: bagItems.id });
  if (!back) throw new Error(`the staked item ${entry.id} left its stake`);
  await recordEvents(tx, entry.userId, [entry], kind);
}

/** The sum of the entries' prices. */
export function totalCents(entries: readonly { priceCents: bigint }[]): bigint {
  return entries.reduce((sum, e) => sum + e.priceCents, 0n);
}
