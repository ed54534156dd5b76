import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ModuleDeps } from '../platform/deps';
import type { Db } from '../db/database';
import { boxes, boxItems, catalogueItems } from '../db/schema';
import { itemPriceCents } from '../catalogue/goods';
import { AppError } from '../http/errors';
import { caseArtSvg, itemArtSvg } from './art';

/**
 * Where the generated art answers: ASSET_BASE_URL when it is a path on this server (the default
 * '/assets/items'), else this path, which stays the fallback when the images come from a real host.
 */
export const ART_PATH = '/assets/items';

/**
 * How long browsers keep a picture. Not immutable: the URL is the package's image name, and an
 * operator who puts the real file behind it wants players to see it within a day.
 */
export const ART_CACHE_CONTROL = 'public, max-age=86400';

/** Image keys as the catalogue stores them, e.g. 'images/9c51….webp'. */
const IMAGE_KEY_PATTERN = /^[a-z0-9/_-]{1,200}\.(?:webp|png|jpg)$/i;

interface Art {
  svg: string;
  etag: string;
}

/** The picture drawn for a catalogue image key: an item's, else a case's with its dearest item. */
async function drawArt(db: Db, key: string): Promise<string | null> {
  const [item] = await db
    .select({
      names: catalogueItems.names,
      category: catalogueItems.category,
      rarityColor: catalogueItems.rarityColor,
    })
    .from(catalogueItems)
    .where(eq(catalogueItems.image, key))
    .limit(1);
  if (item) return itemArtSvg({ name: item.names.en, ...item });
  const [box] = await db
    .select({ id: boxes.id, names: boxes.names })
    .from(boxes)
    .where(eq(boxes.image, key))
    .limit(1);
  if (!box) return null;
  const [best] = await db
    .select({
      names: catalogueItems.names,
      category: catalogueItems.category,
      rarityColor: catalogueItems.rarityColor,
    })
    .from(boxItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, boxItems.itemId))
    .where(eq(boxItems.boxId, box.id))
    .orderBy(desc(itemPriceCents))
    .limit(1);
  return caseArtSvg({
    name: box.names.en,
    ...(best ? { best: { name: best.names.en, ...best } } : {}),
  });
}

/** The local path the art answers on, from ASSET_BASE_URL. */
export function artPathOf(assetBaseUrl: string): string {
  return assetBaseUrl.startsWith('/') ? assetBaseUrl.replace(/\/+$/, '') : ART_PATH;
}

/**
 * Serves generated art for every item and case image the catalogue names, cached by the browser
 * and revalidated by ETag; any other name answers 404 (never the site's page).
 */
export function registerArt({ app, db, config }: ModuleDeps) {
  // Drawn once per image key; the keys are the catalogue's, so the map stays its size.
  const drawn = new Map<string, Art>();
  app.get(`${artPathOf(config.ASSET_BASE_URL)}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    let art = drawn.get(key);
    if (!art) {
      const svg = IMAGE_KEY_PATTERN.test(key) ? await drawArt(db, key) : null;
      if (!svg) throw new AppError(404, 'errors.notFound');
      art = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
      drawn.set(key, art);
    }
    reply.header('cache-control', ART_CACHE_CONTROL).header('etag', art.etag);
    if (request.headers['if-none-match'] === art.etag) return reply.status(304).send();
    return reply.type('image/svg+xml').send(art.svg);
  });
}
