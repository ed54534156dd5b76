import { LOCALES } from '@skinbox/api';
import { catalogueItems } from '../db/schema';
import type { LocalizedName } from '../db/schema/catalogue';
import type { TestDatabase } from './testDatabase';

/** A catalogue item a test names: `name` in every language but those `names` gives. */
export interface NamedGoods {
  name: string;
  names?: Partial<LocalizedName>;
  cents: bigint;
}

/**
 * Tests' way to add catalogue items with known names and prices (a name search's haystack), far
 * from the seeded catalogue's CS2 ids. Returns their ids in the order given.
 */
export async function addNamedGoods(database: TestDatabase, goods: NamedGoods[]) {
  const rows = await database.db
    .insert(catalogueItems)
    .values(
      goods.map((item, i) => ({
        cs2Id: 900_000 + i,
        exterior: null,
        names: {
          ...(Object.fromEntries(LOCALES.map((locale) => [locale, item.name])) as LocalizedName),
          ...item.names,
        },
        quality: 'milSpec',
        rarityColor: '#4b69ff',
        category: 'rifle',
        image: 'images/test.webp',
        modelPriceCents: item.cents,
      })),
    )
    .returning({ id: catalogueItems.id });
  return rows.map((row) => row.id);
}
