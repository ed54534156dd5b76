import type { GoodsSummary } from '@skinbox/api';
import type { ItemTileData } from '@skinbox/ui';
import { kitQuality } from './quality';

/** Where this server draws its generated art for every catalogue picture (ART_PATH on the server). */
const GENERATED_ART_PATH = '/assets/items/';

/** A catalogue picture's key, e.g. 'images/9c51….webp', at the end of its address. */
const IMAGE_KEY = /(?:^|\/)(images\/[a-z0-9_-]{1,160}\.(?:webp|png|jpg))(?:[?#].*)?$/i;

/**
 * The server's generated art for a picture another host serves (ASSET_BASE_URL set to an image
 * host): shown when that host's picture cannot be loaded. Undefined for a picture this server
 * serves already (it is the generated art) or an address that names no catalogue picture.
 */
export function artFallback(image: string): string | undefined {
  if (!/^(?:https?:)?\/\//i.test(image)) return undefined;
  const key = IMAGE_KEY.exec(image)?.[1];
  return key ? `${GENERATED_ART_PATH}${key}` : undefined;
}

/**
 * An item as the kit's tiles (reel, win reveal, drop ticker) take it. Knives and gloves are the
 * game's ★ specials, named with a leading ★: the kit draws them gold instead of Covert red.
 */
export function toItemTileData(
  goods: Pick<GoodsSummary, 'name' | 'image' | 'quality' | 'price'>,
): ItemTileData {
  return {
    name: goods.name,
    image: goods.image,
    fallbackImage: artFallback(goods.image),
    quality: kitQuality(goods.quality),
    special: goods.name.startsWith('★'),
    price: goods.price,
  };
}
