import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { id } from '../fields';
import { moneyString } from '../moneySchema';
import { noPayload } from '../page';
import { rewardState } from './rewardState';

/** VIP levels and their rewards; the server's vip feature. */

export const vipLevel = z.object({
  level: z.number().int().nonnegative(),
  /** Growth needed to reach this level (1 growth per coin recharged, SPEC section 9). */
  growth: moneyString,
  /** One-off coins for reaching the level. */
  rewardAmount: moneyString,
  /** Perk keys the VIP page translates: vipRedPacket, avatarUpload, vipTimedBox5, vipTimedBox10, avatarFrame. */
  perks: z.array(z.string()),
  rewardState,
});
export type VipLevel = z.infer<typeof vipLevel>;

export const getVipLevelList = defineEndpoint({
  path: '/api/user/getVipLevelList',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    /** The viewer's level and growth; 0 for visitors. */
    currentLevel: z.number().int().nonnegative(),
    growth: moneyString,
    list: z.array(vipLevel),
  }),
});

export const getVipReward = defineEndpoint({
  path: '/api/user/getVipReward',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ level: id() }),
  response: z.object({ amount: moneyString }),
});
