import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { avatarStatus } from '../enumSchemas';
import { noPayload } from '../page';

/** Avatars and frames to choose from; the server's avatars feature. */

/** VIP level needed to upload an own avatar (SPEC section 5). */
export const AVATAR_UPLOAD_VIP_LEVEL = 5;

export const getAvaterList = defineEndpoint({
  path: '/api/user/getAvaterList',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    list: z.array(z.object({ id: z.number().int().positive(), image: z.string() })),
    /** The VIP level needed to upload an own picture. */
    uploadVipLevel: z.number().int().nonnegative(),
    avaterStatus: avatarStatus,
    /** The uploaded picture under review or refused; empty otherwise. */
    pendingAvater: z.string(),
  }),
});

export const avatarFrame = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  /** The VIP level that unlocks this frame. */
  vipLevel: z.number().int().nonnegative(),
  unlocked: z.boolean(),
  inUse: z.boolean(),
});
export type AvatarFrame = z.infer<typeof avatarFrame>;

export const getAvaterFrameList = defineEndpoint({
  path: '/api/user/getAvaterFrameList',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.array(avatarFrame),
});
