import { z } from 'zod';
import { minNotAboveMax, priceInput } from './boxes';
import { defineEndpoint } from './endpoint';
import { exterior, qualityGrade } from './enumSchemas';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, pageOf, pageRequest } from './page';

/**
 * Lucky items (SPEC sections 1, 2 and 9; GAMES.md section 4): pick a catalogue item and a chance,
 * pay the item's price × chance ÷ RTP, and win the item with that chance. Each try is a roll of
 * the player's seed pair, verifiable like a box open.
 */

/** SPEC section 9: a success rate of about 5 % is the default; the slider goes up to 80 %. */
export const LUCKY_MIN_CHANCE = 5;
export const LUCKY_MAX_CHANCE = 80;
export const LUCKY_DEFAULT_CHANCE = 5;

const goodsId = z.number().int().positive().max(2_147_483_647);
export const luckyChance = z
  .number('errors.luckyChance')
  .int('errors.luckyChance')
  .min(LUCKY_MIN_CHANCE, 'errors.luckyChance')
  .max(LUCKY_MAX_CHANCE, 'errors.luckyChance');

/** How the targets are listed: the dearest first (the default), or the cheapest. */
export const luckySort = z.enum(['priceDesc', 'priceAsc']);
export type LuckySort = z.infer<typeof luckySort>;

/** Catalogue items that may be a target, filtered like the mall. */
export const goods = defineEndpoint({
  path: '/api/lucky/goods',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: pageRequest
    .extend({
      quality: qualityGrade.optional(),
      exterior: exterior.optional(),
      minPrice: priceInput.optional(),
      maxPrice: priceInput.optional(),
      sort: luckySort.default('priceDesc'),
    })
    .refine(minNotAboveMax, { message: 'errors.priceRange' }),
  response: pageOf(goodsSummary),
});

export const luckyCost = z.object({ chance: z.number().int(), cost: moneyString });

/** One target: what each chance costs (LUCKY_MIN_CHANCE to LUCKY_MAX_CHANCE, one per percent). */
export const detail = defineEndpoint({
  path: '/api/lucky/detail',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ goodsId }),
  response: z.object({
    goods: goodsSummary,
    /** The return to player the cost is priced at (BOX_RTP), e.g. "0.90". */
    rtp: z.string(),
    costs: z.array(luckyCost),
  }),
});

/** A past try with everything its verification needs (packages/fairness luckyRoll). */
export const luckyTry = z.object({
  tryId: z.number().int().positive(),
  goods: goodsSummary,
  chance: z.number().int().min(LUCKY_MIN_CHANCE).max(LUCKY_MAX_CHANCE),
  cost: moneyString,
  won: z.boolean(),
  /** The roll's ticket (1 to 100000) and how many of the lowest tickets won. */
  ticket: z.number().int().min(1),
  winningTickets: z.number().int().positive(),
  /** The roll in the fairness records (POST /api/fairness/verify). */
  rollId: z.number().int().positive(),
  serverSeedHash: z.string(),
  /** Revealed once the player changes the client seed. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  /** The won item in the bag; null on a loss. */
  bagItemId: z.number().int().positive().nullable(),
  createdAt: isoDateTime,
});
export type LuckyTry = z.infer<typeof luckyTry>;

/** Pays the chance's cost and rolls once: a win puts the item in the bag, a loss gives nothing. */
export const tryLuck = defineEndpoint({
  path: '/api/lucky/try',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ goodsId, chance: luckyChance }),
  response: luckyTry.extend({ amount: moneyString }),
});

/** The player's tries, newest first. */
export const tries = defineEndpoint({
  path: '/api/lucky/tries',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(luckyTry),
});
