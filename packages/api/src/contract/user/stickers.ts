import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { id } from '../fields';
import { moneyString } from '../moneySchema';
import { noPayload } from '../page';
import { rewardState } from './rewardState';

/**
 * The sticker album (the server's stickers feature): boxes and activities drop stickers; a player
 * activates each owned sticker, and activating the whole album unlocks a one-off reward.
 */
export const sticker = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  /** Copies owned and not yet activated. */
  count: z.number().int().nonnegative(),
  isActive: z.boolean(),
});
export type Sticker = z.infer<typeof sticker>;

export const getUserSticker = defineEndpoint({
  path: '/api/user/getUserSticker',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    list: z.array(sticker),
    rewardAmount: moneyString,
    rewardState,
  }),
});

export const activateSticker = defineEndpoint({
  path: '/api/user/activateSticker',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ id: id() }),
  response: sticker,
});

export const stickerReward = defineEndpoint({
  path: '/api/user/stickerReward',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({ amount: moneyString }),
});
