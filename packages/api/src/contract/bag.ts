import { z } from 'zod';
import { priceInput, minNotAboveMax } from './boxes';
import { defineEndpoint } from './endpoint';
import { BAG_ACTION_MAX, BAG_ITEM_STATES, BAG_SORTS } from './enums';
import { exterior, qualityGrade } from './enumSchemas';
import { goodsNameSearch, goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noData, pageOf, pageRequest } from './page';

export const bagItemState = z.enum(BAG_ITEM_STATES);
export type BagItemState = z.infer<typeof bagItemState>;

export const bagItem = z.object({
  id: z.number().int().positive(),
  goods: goodsSummary,
  state: bagItemState,
  createdAt: isoDateTime,
});
export type BagItem = z.infer<typeof bagItem>;

/** The player's bag, with a name search, quality, exterior, price and state filters and an order. */
export const rucksackGoods = defineEndpoint({
  path: '/api/user/rucksackGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest
    .extend({
      name: goodsNameSearch.optional(),
      sort: z.enum(BAG_SORTS).default('newest'),
      state: bagItemState.optional(),
      quality: qualityGrade.optional(),
      exterior: exterior.optional(),
      minPrice: priceInput.optional(),
      maxPrice: priceInput.optional(),
    })
    .refine(minNotAboveMax, { message: 'errors.priceRange' }),
  response: pageOf(bagItem).extend({
    /** Value of everything still in the bag (state 'bag'). */
    bagValue: moneyString,
  }),
});

const chosen = (
  noneChosen:
    'errors.bagSellNoneChosen' | 'errors.bagExtractNoneChosen' | 'errors.bagCancelNoneChosen',
) =>
  z.object({
    ids: z
      .array(z.number().int().positive(), noneChosen)
      .min(1, noneChosen)
      .max(BAG_ACTION_MAX, 'errors.badRequest'),
  });

/** Sells bag items for coins at their price. Fails if none is chosen or any is extracting. */
export const sell = defineEndpoint({
  path: '/api/user/sell',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: chosen('errors.bagSellNoneChosen'),
  response: z.object({ credited: moneyString, amount: moneyString }),
});

/** Sends bag items to the bound trade link. Fails if none is chosen or any is extracted. */
export const extractGoods = defineEndpoint({
  path: '/api/user/extractGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: chosen('errors.bagExtractNoneChosen'),
  response: z.object({
    deliveries: z.array(z.object({ bagItemId: z.number().int().positive(), dueAt: isoDateTime })),
  }),
});

/** Stops extractions. Fails if none is chosen or any is not extracting. */
export const cancelExtract = defineEndpoint({
  path: '/api/user/cancelExtract',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: chosen('errors.bagCancelNoneChosen'),
  response: noData,
});
