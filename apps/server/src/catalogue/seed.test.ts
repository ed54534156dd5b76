import { TICKETS } from '@skinbox/fairness';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxes, boxItems, catalogueItems } from '../db/schema';
import '../testing/catalogueSource';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { itemPriceCents } from './goods';
import { returnToPlayer } from './rules/solveTickets';
import { seedCatalogue } from './seed';

describe('seeding the catalogue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database.db, 0.9);
  });
  afterAll(() => database.dispose());

  it('makes 20 site boxes from 1 to 1000 coins and 8 battle boxes', async () => {
    const rows = await database.db.select().from(boxes);
    const site = rows.filter((b) => b.type === 1).map((b) => b.priceCents);
    expect(site).toHaveLength(20);
    expect(site.reduce((a, b) => (a < b ? a : b))).toBe(100n);
    expect(site.reduce((a, b) => (a > b ? a : b))).toBe(100000n);
    expect(rows.filter((b) => b.type === 2)).toHaveLength(8);
  });

  it('solves every box to a return-to-player of 0.9 within 0.01%', async () => {
    for (const box of await database.db.select().from(boxes)) {
      const contents = await database.db
        .select({ tickets: boxItems.tickets, price: itemPriceCents })
        .from(boxItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
        .where(eq(boxItems.boxId, box.id));
      expect(contents.reduce((s, c) => s + c.tickets, 0)).toBe(TICKETS);
      const rtp = returnToPlayer(
        contents.map((c) => ({ tickets: c.tickets, priceCents: BigInt(c.price) })),
        box.priceCents,
      );
      expect(rtp).toBeCloseTo(0.9, 4);
    }
  });

  it('names every item in zh, tw, ko, vi and en', async () => {
    const [missing] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogueItems)
      .where(
        sql`coalesce(${catalogueItems.names}->>'zh', '') = '' or coalesce(${catalogueItems.names}->>'tw', '') = ''
          or coalesce(${catalogueItems.names}->>'ko', '') = '' or coalesce(${catalogueItems.names}->>'vi', '') = ''
          or coalesce(${catalogueItems.names}->>'en', '') = ''`,
      );
    expect(missing?.n).toBe(0);
  });

  it('names a real case in Chinese', async () => {
    const [first] = await database.db.select().from(boxes).where(eq(boxes.sort, 0));
    expect(first?.names).toMatchObject({ en: 'CS:GO Weapon Case', zh: '反恐精英武器箱' });
  });

  it('does nothing the second time', async () => {
    expect(await seedCatalogue(database.db, 0.9)).toEqual({ seeded: false, items: 0, boxes: 0 });
  });
});
