import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { BoxType } from './enums';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { pageOf, pageRequest } from './page';

export const boxType = z.union([z.literal(BoxType.site), z.literal(BoxType.battle)]);

/** Open 1 to 5 boxes in one call (issue 6). */
export const MAX_OPENS_PER_CALL = 5;

/** A price a player types into a filter: "12", "12.3" or "12.30". */
export const priceInput = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'errors.badRequest');
/** A probability filter in percent, 0 to 100. */
export const percentInput = z.number().min(0).max(100);

function toNumber(money: string | undefined) {
  return money === undefined ? undefined : Number(money);
}

/** SPEC section 5: the minimum must not exceed the maximum. */
export function minNotAboveMax<T extends { minPrice?: string; maxPrice?: string }>(value: T) {
  const min = toNumber(value.minPrice);
  const max = toNumber(value.maxPrice);
  return min === undefined || max === undefined || min <= max;
}

export const boxSummary = z.object({
  boxId: z.number().int().positive(),
  type: boxType,
  category: z.string(),
  name: z.string(),
  image: z.string(),
  price: moneyString,
});
export type BoxSummary = z.infer<typeof boxSummary>;

/** Lists boxes of one type, optionally one category, within a price range, cheapest first. */
export const list = defineEndpoint({
  path: '/api/box/list',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: pageRequest
    .extend({
      type: boxType.default(BoxType.site),
      category: z.string().max(32).optional(),
      minPrice: priceInput.optional(),
      maxPrice: priceInput.optional(),
    })
    .refine(minNotAboveMax, { message: 'errors.priceRange' }),
  response: pageOf(boxSummary),
});

export const boxContent = z.object({
  goods: goodsSummary,
  /** Drop probability in percent with four places, e.g. "12.3450". */
  probability: z.string(),
  /** The tickets (of 100000) that drop this item (DESIGN section 3). */
  ticketFrom: z.number().int().min(1),
  ticketTo: z.number().int().min(1),
});
export type BoxContent = z.infer<typeof boxContent>;

/** A box with its items, prices, quality and drop probabilities; optionally only some odds. */
export const detail = defineEndpoint({
  path: '/api/box/detail',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z
    .object({
      boxId: z.number().int().positive(),
      minProbability: percentInput.optional(),
      maxProbability: percentInput.optional(),
    })
    .refine(
      (v) =>
        v.minProbability === undefined ||
        v.maxProbability === undefined ||
        v.minProbability <= v.maxProbability,
      { message: 'errors.probabilityRange' },
    ),
  response: boxSummary.extend({ items: z.array(boxContent) }),
});
export type BoxDetail = z.infer<typeof detail.response>;

export const openResult = z.object({
  openId: z.number().int().positive(),
  /** The new bag entry holding the drop. */
  bagItemId: z.number().int().positive(),
  goods: goodsSummary,
  /** Verify it with fairness.verify. */
  rollId: z.number().int().positive(),
  ticket: z.number().int().min(1),
  nonce: z.number().int().nonnegative(),
});
export type OpenResult = z.infer<typeof openResult>;

/**
 * A demo spin of a box (issue 30): the box's roll with a fresh demo seed, for visitors and players
 * without the coins, so the reel can be tried. Nothing is debited or credited and nothing is
 * written; the seed comes with the result, so anyone re-derives it (packages/fairness demoRoll).
 */
export const demo = defineEndpoint({
  path: '/api/box/demo',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ boxId: z.number().int().positive() }),
  response: z.object({
    goods: goodsSummary,
    ticket: z.number().int().min(1),
    demoSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
  }),
});
export type DemoSpin = z.infer<typeof demo.response>;

/** Opens `count` boxes: one debit, the drops into the bag, points, records, one transaction. */
export const open = defineEndpoint({
  path: '/api/box/open',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    boxId: z.number().int().positive(),
    count: z
      .number()
      .int('errors.openCount')
      .min(1, 'errors.openCount')
      .max(MAX_OPENS_PER_CALL, 'errors.openCount')
      .default(1),
  }),
  response: z.object({
    results: z.array(openResult),
    amount: moneyString,
    point: moneyString,
  }),
});
