import { LOCALES } from '@skinbox/api';
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { catalogueItems } from '../db/schema/catalogue';
import { escapeLike } from '../platform/likePattern';

/**
 * Catalogue items whose name in any site language holds `text`, in any case: a player may search
 * in another language than the site's, e.g. an English skin name on the Chinese site.
 */
export function nameContains(text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ...LOCALES.map((locale) => ilike(sql`${catalogueItems.names} ->> ${locale}`, pattern)),
  ) as SQL;
}
