import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { goodsSummary, rucksackEntry } from './goods';
import { moneyString } from './moneySchema';
import { pageOf, pageRequest } from './page';

/** The calls under /api/extend: item replacement (trade-up) and refining (SPEC sections 5, 7, 9). */

/** SPEC section 9: 3 to 9 items worth over 40 coins; targets within 5% above; stock under 10 hidden. */
export const REPLACE_MIN_ITEMS = 3;
export const REPLACE_MAX_ITEMS = 9;
export const REPLACE_MIN_VALUE_CENTS = 4000n;
export const REPLACE_TARGET_MAX_PERCENT_ABOVE = 5;
export const REPLACE_MIN_STOCK = 10;
/**
 * SPEC section 8 "too far below the bag value": a replacement value (the estimate, or a target's
 * replacement price) under this percentage of the bag value is refused, so the lucky bag never
 * outweighs the item.
 */
export const REPLACE_MIN_PERCENT_OF_BAG = 50;
/** Most items one refining call melts. */
export const REFINE_MAX_ITEMS = 50;

const bagEntryIds = (max: number) =>
  z
    .array(z.number().int().positive())
    .min(REPLACE_MIN_ITEMS, 'errors.replaceTooFew')
    .max(max, 'errors.replaceTooMany');

/** Bag items that can be offered for a replacement (in the bag, not extracting or extracted). */
export const userRucksackWeapons = defineEndpoint({
  path: '/api/extend/userRucksackWeapons',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(rucksackEntry).extend({
    /** Value of every offerable item, the upper bound of one replacement. */
    bagValue: moneyString,
  }),
});

/**
 * A replacement target. `price` is its replacement price (what it costs in a replacement, the
 * item's price times the replacement markup); `value` is the item's own price, what it sells for.
 */
export const replaceTarget = goodsSummary.extend({
  value: moneyString,
  stock: z.number().int().nonnegative(),
});
export type ReplaceTarget = z.infer<typeof replaceTarget>;

/**
 * Targets for the chosen bag items: replacement price at most 5% above the estimate (the bag value
 * of the chosen items unless the player sets a lower one) and not too far below the bag value, with
 * stock 10 or more, dearest first.
 */
export const getReplaceGoods = defineEndpoint({
  path: '/api/extend/getReplaceGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest.extend({
    rucksackIds: bagEntryIds(REPLACE_MAX_ITEMS),
    /** The replacement value the player looks for; the chosen items' bag value when absent. */
    estimate: moneyString.optional(),
    /** Optional name filter. */
    keyword: z.string().max(50).optional(),
  }),
  response: pageOf(replaceTarget).extend({
    /** The summed price of the chosen items. */
    bagValue: moneyString,
    /** The estimate in force. */
    estimate: moneyString,
    /** The dearest replacement price listed (estimate + 5%). */
    maxPrice: moneyString,
    /** The cheapest replacement price allowed (REPLACE_MIN_PERCENT_OF_BAG of the bag value). */
    minPrice: moneyString,
  }),
});

export const replaceGoods = defineEndpoint({
  path: '/api/extend/replaceGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    rucksackIds: bagEntryIds(REPLACE_MAX_ITEMS),
    targetGoodsId: z
      .number('errors.replaceTargetRequired')
      .int()
      .positive('errors.replaceTargetRequired'),
  }),
  response: z.object({
    /** The target, now in the bag. */
    item: rucksackEntry,
    /** Bag value above the target's replacement price, credited to the coins as a lucky bag. */
    luckyBagAmount: moneyString,
    /** The coin balance after the lucky bag. */
    amount: moneyString,
  }),
});

/** The refining rate: ammo credited per coin of an item's price, in basis points (8000 = 0.8). */
export const refineTerms = defineEndpoint({
  path: '/api/extend/refineTerms',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({}),
  response: z.object({
    rateBasisPoints: z.number().int().positive(),
    /** The player's ammo balance. */
    ammon: moneyString,
  }),
});

/** Melts the chosen bag items into ammo at the refining rate (GAMES.md section 5). */
export const userRefineGoods = defineEndpoint({
  path: '/api/extend/userRefineGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    rucksackIds: z
      .array(z.number().int().positive())
      .min(1, 'errors.refineNoneChosen')
      .max(REFINE_MAX_ITEMS, 'errors.refineTooMany'),
  }),
  response: z.object({
    /** Ammo credited. */
    ammo: moneyString,
    /** The ammo balance after it. */
    ammon: moneyString,
  }),
});
