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

/** Replacement targets for an offered value: priced up to 5% above it and in stock (10 or more). */
export const replaceTarget = goodsSummary.extend({ stock: z.number().int().nonnegative() });
export type ReplaceTarget = z.infer<typeof replaceTarget>;

export const getReplaceGoods = defineEndpoint({
  path: '/api/extend/getReplaceGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest.extend({
    /** The summed price of the items the player means to offer. */
    value: moneyString,
    /** Optional name filter. */
    keyword: z.string().max(50).optional(),
  }),
  response: pageOf(replaceTarget),
});

export const replaceGoods = defineEndpoint({
  path: '/api/extend/replaceGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    rucksackIds: z
      .array(z.number().int().positive())
      .min(REPLACE_MIN_ITEMS, 'errors.replaceTooFew')
      .max(REPLACE_MAX_ITEMS, 'errors.replaceTooMany'),
    targetGoodsId: z
      .number('errors.replaceTargetRequired')
      .int()
      .positive('errors.replaceTargetRequired'),
  }),
  response: z.object({
    /** The target, now in the bag. */
    item: rucksackEntry,
    /** Offered value above the target's price, credited to the coin balance as a lucky bag. */
    luckyBagAmount: moneyString,
  }),
});

/** Bag items that can be refined (the refining screen's list of items to upgrade). */
export const userRefineGoods = defineEndpoint({
  path: '/api/extend/userRefineGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(rucksackEntry),
});
