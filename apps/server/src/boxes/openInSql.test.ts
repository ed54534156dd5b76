import {
  ROLL_VECTORS,
  TICKET_RANGE_VECTORS,
  TICKETS,
  pickByTicket,
  roll,
  ticketRanges,
} from '@skinbox/fairness';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxes, boxItems, catalogueItems, seedPairs } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { openBoxes } from './actions';
import { ItemLooks } from './dropGoods';
import { rowsOf } from '../db/rows';
import { grantTestCoins } from '../testing/testGrant';
import { boxItemRows } from '../catalogue/rules/boxItemRows';

/**
 * The roll and the ticket pick moved into SQL (fairness/sql/fair_roll.sql, ticket_pick.sql):
 * they must give what packages/fairness gives, vector for vector, on PGlite and (server-pg) on
 * PostgreSQL, or a player's verification of a past roll would fail.
 */
describe('the box opening in SQL', () => {
  let database: TestDatabase;
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    rowsOf<Row>(await database.db.execute(query));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it.each(ROLL_VECTORS)(
    'fair_roll reproduces vector $input.game/$input.nonce/$input.cursor',
    async ({ input, hmac, ticket }) => {
      const [rolled] = await rows<{ hmac_hex: string; ticket: number }>(sql`
        SELECT * FROM fair_roll(${input.serverSeed}, ${input.clientSeed}, ${input.game},
                                ${input.nonce}::integer, ${input.cursor}::integer)`);
      expect(rolled).toEqual({ hmac_hex: hmac, ticket });
    },
  );

  it('fair_roll gives the ticket of roll() for seeds of every shape', async () => {
    // Long keys (hashed first by HMAC), non-ASCII text and large nonces.
    const inputs = [
      { serverSeed: 'k'.repeat(100), clientSeed: 'c', nonce: 0 },
      { serverSeed: '种子🎲', clientSeed: 'клиент', nonce: 2_147_483_647 },
      { serverSeed: 'a', clientSeed: '', nonce: 12345 },
    ];
    for (const input of inputs) {
      const expected = await roll({ ...input, game: 'box', cursor: 0 });
      const [rolled] = await rows<{ hmac_hex: string; ticket: number }>(sql`
        SELECT * FROM fair_roll(${input.serverSeed}, ${input.clientSeed}, 'box',
                                ${input.nonce}::integer, 0)`);
      expect(rolled).toEqual({ hmac_hex: expected.hmac, ticket: expected.ticket });
    }
  });

  it.each(TICKET_RANGE_VECTORS)('ticket_pick follows the ranges of $weights', async (vector) => {
    const edges = vector.ranges.flatMap((range, index) => [
      { ticket: range.from, index },
      { ticket: range.to, index },
    ]);
    for (const { ticket, index } of edges) {
      const [picked] = await rows<{ index: number }>(sql`
        SELECT ticket_pick(${`{${vector.weights.join(',')}}`}::float8[], ${ticket}::integer) AS index`);
      expect(picked?.index).toBe(index);
    }
  });

  it('ticket_pick refuses a ticket outside 1 to 100000', async () => {
    const picked = await rows<{ below: number | null; above: number | null }>(sql`
      SELECT ticket_pick('{1,1}'::float8[], 0) AS below,
             ticket_pick('{1,1}'::float8[], ${TICKETS + 1}::integer) AS above`);
    expect(picked).toEqual([{ below: null, above: null }]);
  });

  it('ticket_pick agrees with pickByTicket on any integer weights', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: TICKETS }),
        async (weights, ticket) => {
          const [picked] = await rows<{ index: number }>(sql`
            SELECT ticket_pick(${`{${weights.join(',')}}`}::float8[], ${ticket}::integer) AS index`);
          expect(picked?.index).toBe(pickByTicket(ticketRanges(weights), ticket));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('open_site_box drops the item roll() and pickByTicket choose, at the price in force', async () => {
    const db = database.db;
    const tickets = [60_000, 30_000, 9_000, 1_000];
    const items = await db
      .insert(catalogueItems)
      .values(
        tickets.map((_, i) => ({
          cs2Id: 900_000 + i,
          names: {
            zh: `物品${i}`,
            en: `Item ${i}`,
            vi: `Vật ${i}`,
            ko: `아이템 ${i}`,
            tw: `物品${i}`,
          },
          quality: 'milSpec',
          rarityColor: '#4b69ff',
          category: 'rifle',
          image: `images/item-${i}.webp`,
          modelPriceCents: BigInt(50 + 100 * i),
        })),
      )
      .returning({ id: catalogueItems.id });
    const [box] = await db
      .insert(boxes)
      .values({
        type: 1,
        category: 'test',
        names: { zh: '箱', en: 'Box', vi: 'Hộp', ko: '상자', tw: '箱' },
        cs2CaseId: 1,
        image: 'images/box.webp',
        priceCents: 300n,
        rtpBasisPoints: 9000,
      })
      .returning({ id: boxes.id });
    const boxId = box?.id ?? 0;
    await db.insert(boxItems).values(
      boxItemRows(
        boxId,
        items.map((item) => item.id),
        tickets,
      ),
    );
    const player = await createTestUser(database);
    await grantTestCoins(db, player.userId, 1_000n);

    await db.update(catalogueItems).set({
      overridePriceCents: sql`${catalogueItems.modelPriceCents} + 7`,
    });
    // The first open makes the player's seed pair, then opens.
    const opened = await openBoxes(db, player.userId, boxId, 3);
    const [pair] = await db.select().from(seedPairs);
    expect(pair?.nonce).toBe(3);
    expect(opened.amountCents).toBe(100n);
    expect(opened.pointCents).toBe(900n);
    const ranges = ticketRanges(tickets);
    for (const [i, drop] of opened.drops.entries()) {
      const expected = await roll({
        game: 'box',
        serverSeed: pair?.serverSeed ?? '',
        clientSeed: pair?.clientSeed ?? '',
        nonce: i,
        cursor: 0,
      });
      expect(drop.nonce).toBe(i);
      expect(drop.ticket).toBe(expected.ticket);
      const index = pickByTicket(ranges, expected.ticket);
      expect(drop.itemId).toBe(items[index]?.id);
      // The operator's override below, not the model's price.
      expect(drop.itemPriceCents).toBe(BigInt(57 + 100 * index));
      const looks = await new ItemLooks(db).of([drop.itemId]);
      expect(looks.get(drop.itemId)).toMatchObject({
        image: `images/item-${index}.webp`,
        names: { en: `Item ${index}` },
        category: 'rifle',
      });
    }
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});
