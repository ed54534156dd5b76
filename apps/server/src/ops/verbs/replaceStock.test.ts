import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, replaceStock } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { runOps } from '../run';

describe('pnpm ops replace-stock', () => {
  let database: TestDatabase;
  let itemId: number;
  const ops = (...argv: string[]) => runOps(argv, database);
  const stockOf = async () =>
    (
      await database.db
        .select({ stock: replaceStock.stock })
        .from(replaceStock)
        .where(eq(replaceStock.itemId, itemId))
    )[0]?.stock;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [item] = await database.db
      .insert(catalogueItems)
      .values({
        cs2Id: 7,
        exterior: null,
        names: { zh: '刀', en: 'Knife', vi: 'Dao', ko: '칼', tw: '刀' },
        quality: 'covert',
        rarityColor: '#eb4b4b',
        category: 'melee',
        image: 'images/knife.webp',
        modelPriceCents: 12_345n,
      })
      .returning({ id: catalogueItems.id });
    itemId = item?.id ?? 0;
  });
  afterAll(() => database.dispose());

  it('sets an item’s replacement stock, and sets it again', async () => {
    expect(await ops('replace-stock', '--goods', String(itemId), '--stock', '25')).toEqual([
      `replacement stock of item ${itemId}: 25`,
    ]);
    expect(await stockOf()).toBe(25);
    await ops('replace-stock', '--goods', String(itemId), '--stock', '3');
    expect(await stockOf()).toBe(3);
  });

  it('says so for an item the catalogue does not have, and stores nothing', async () => {
    await expect(ops('replace-stock', '--goods', '999999', '--stock', '5')).rejects.toThrow(
      'There is no such item',
    );
    const rows = await database.db
      .select()
      .from(replaceStock)
      .where(eq(replaceStock.itemId, 999_999));
    expect(rows).toEqual([]);
  });
});
