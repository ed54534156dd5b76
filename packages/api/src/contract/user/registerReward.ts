import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { moneyString } from '../moneySchema';
import { noPayload } from '../page';

/** The sign-up red packet; the server's registerReward feature. */

/** SPEC section 3: what the sign-up red packet holds once opened. */
export const registerPacket = z.object({
  money: moneyString,
  /** Picture of the skin it holds; empty when it holds only coins. */
  skinsUrl: z.string(),
  name: z.string(),
  grade: z.string(),
});
export type RegisterPacket = z.infer<typeof registerPacket>;

/** Opens the sign-up red packet (hasRegisterPacket) and credits what it holds. */
export const registerReward = defineEndpoint({
  path: '/api/user/registerReward',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: registerPacket,
});
