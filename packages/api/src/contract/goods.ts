import { z } from 'zod';
import { exterior, qualityGrade } from './enumSchemas';
import { moneyString } from './moneySchema';

/**
 * An item (goods) as the screens show it: picture, name (which may hold a "label|label" pipe,
 * SPEC section 3), price, quality grade and exterior (null for items without wear).
 */
export const goodsSummary = z.object({
  goodsId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  price: moneyString,
  quality: qualityGrade,
  exterior: exterior.nullable(),
});
export type GoodsSummary = z.infer<typeof goodsSummary>;

/** One item instance in a player's bag (rucksack): `id` is the bag entry, `goods` what it is. */
export const rucksackEntry = z.object({
  id: z.number().int().positive(),
  goods: goodsSummary,
});
export type RucksackEntry = z.infer<typeof rucksackEntry>;

/** The longest item name a goods listing (bag, mall) searches for. */
export const GOODS_NAME_SEARCH_MAX = 64;

/**
 * A goods listing's name search: part of the item's name in any site language, any case, its
 * characters taken as typed (no wildcards).
 */
export const goodsNameSearch = z
  .string()
  .trim()
  .min(1, 'errors.goodsSearchLength')
  .max(GOODS_NAME_SEARCH_MAX, 'errors.goodsSearchLength');
