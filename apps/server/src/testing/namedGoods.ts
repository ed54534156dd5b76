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
 * Names a LIKE search must take literally: each of `%`, `_` and `\` would match a neighbour if
 * read as a wildcard, and one has a Korean name of its own (a search in the player's language).
 */
export const WILDCARD_NAMED_GOODS: NamedGoods[] = [
  { name: 'Qzv 50% Sale', names: { ko: '큐즈브 반값' }, cents: 300n },
  { name: 'Qzv 50x Sale', cents: 100n },
  { name: 'Qzv 5_0 Tag', cents: 200n },
  { name: 'Qzv 5a0 Tag', cents: 200n },
  { name: 'Qzv back\\slash', cents: 400n },
];

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
