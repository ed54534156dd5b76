import { z } from 'zod';
import { boxContent } from './boxes';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';

/**
 * Ammo boxes (/m/ammonbox, GAMES.md section 5): blind boxes priced in ammo (the `ammon` balance
 * that refining fills), opened like site boxes with the same fairness under the game prefix
 * 'ammobox'. They are boxes of type 3.
 */
export const AMMO_BOX_TYPE = 3;
export const MAX_AMMO_OPENS_PER_CALL = 5;

export const ammoBoxSummary = z.object({
  boxId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  /** In ammo. */
  price: moneyString,
});
export type AmmoBoxSummary = z.infer<typeof ammoBoxSummary>;

export const ammoBoxes = defineEndpoint({
  path: '/api/extend/ammoBoxes',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({}),
  response: z.object({ list: z.array(ammoBoxSummary) }),
});

export const ammoBoxDetail = defineEndpoint({
  path: '/api/extend/ammoBoxDetail',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ boxId: z.number().int().positive() }),
  response: ammoBoxSummary.extend({ items: z.array(boxContent) }),
});
export type AmmoBoxDetail = z.infer<typeof ammoBoxDetail.response>;

export const openAmmoBox = defineEndpoint({
  path: '/api/extend/openAmmoBox',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    boxId: z.number().int().positive(),
    count: z.number().int().min(1).max(MAX_AMMO_OPENS_PER_CALL).default(1),
  }),
  response: z.object({
    results: z.array(
      z.object({
        bagItemId: z.number().int().positive(),
        goods: goodsSummary,
        rollId: z.number().int().positive(),
        ticket: z.number().int().min(1),
        nonce: z.number().int().nonnegative(),
      }),
    ),
    /** The ammo balance after the opens. */
    ammon: moneyString,
  }),
});
