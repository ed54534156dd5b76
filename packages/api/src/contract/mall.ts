import { z } from 'zod';
import { minNotAboveMax, priceInput } from './boxes';
import { defineEndpoint } from './endpoint';
import { exterior, qualityGrade } from './enumSchemas';
import { goodsNameSearch, goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { noPayload, pageOf, pageRequest } from './page';

/** Points mall or gold-coin mall. */
export const mallCurrency = z.enum(['point', 'amount']);

export const mallGoods = z.object({
  mallGoodsId: z.number().int().positive(),
  goods: goodsSummary,
  currency: mallCurrency,
  /** The exchange price in points or coins. */
  cost: moneyString,
  stock: z.number().int().nonnegative(),
});
export type MallGoods = z.infer<typeof mallGoods>;

/**
 * The mall's orders by cost: cheapest first (the default, the mall's order before it could be
 * chosen) or dearest first.
 */
export const MALL_SORTS = ['priceAsc', 'priceDesc'] as const;
export type MallSort = (typeof MALL_SORTS)[number];

/** Visitors may browse (SPEC section 6), with a name search, filters and an order. */
export const list = defineEndpoint({
  path: '/api/mall/list',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: pageRequest
    .extend({
      currency: mallCurrency.default('point'),
      name: goodsNameSearch.optional(),
      sort: z.enum(MALL_SORTS).default('priceAsc'),
      quality: qualityGrade.optional(),
      exterior: exterior.optional(),
      category: z.string().max(32).optional(),
      minPrice: priceInput.optional(),
      maxPrice: priceInput.optional(),
    })
    .refine(minNotAboveMax, { message: 'errors.priceRange' }),
  response: pageOf(mallGoods),
});

/** Exchanges one item (SPEC section 5: one at a time, and one must be chosen). */
export const buyMallGoods = defineEndpoint({
  path: '/api/user/buyMallGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    mallGoodsId: z
      .number('errors.mallNoneChosen')
      .int('errors.mallNoneChosen')
      .positive('errors.mallNoneChosen'),
  }),
  response: z.object({
    bagItemId: z.number().int().positive(),
    amount: moneyString,
    point: moneyString,
  }),
});

/**
 * The gold-coin exchange quota (SPEC section 9): box-opening turnover not yet spent in the mall,
 * capped by the coin balance, so it may be below the balance.
 */
export const quota = defineEndpoint({
  path: '/api/mall/quota',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({ quota: moneyString, amount: moneyString }),
});
