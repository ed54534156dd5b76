import { asc, eq, sql } from 'drizzle-orm';
import { itemPriceCents } from '../catalogue/goods';
import { bagItems, catalogueItems } from '../db/schema';
import type { TestServer } from '../testing/testServer';

/**
 * Tests' way to fill a bag with known items: `count` entries of catalogue items priced at least
 * `minCents`, cheapest first, given straight into the player's bag. Returns the entries with their
 * prices.
 */
export async function grantItems(
  server: TestServer,
  userId: number,
  count: number,
  minCents: number,
) {
  const items = await server.database.db
    .select({ id: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .where(sql`${itemPriceCents} >= ${minCents}`)
    .orderBy(asc(itemPriceCents), asc(catalogueItems.id))
    .limit(count);
  if (items.length < count) throw new Error(`the catalogue has no ${count} items from ${minCents}`);
  const rows = await server.database.db
    .insert(bagItems)
    .values(items.map((item) => ({ userId, itemId: item.id, source: 'grant', sourceRef: 'test' })))
    .returning({ id: bagItems.id, itemId: bagItems.itemId });
  return rows.map((row, i) => ({ ...row, priceCents: BigInt(items[i]?.priceCents ?? '0') }));
}

/** The state of a bag entry. */
export async function entryState(server: TestServer, id: number) {
  const [row] = await server.database.db
    .select({ state: bagItems.state })
    .from(bagItems)
    .where(eq(bagItems.id, id));
  return row?.state;
}
