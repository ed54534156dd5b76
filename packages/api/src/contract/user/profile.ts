import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { accountKind, avatarStatus } from '../enumSchemas';
import {
  INT4_MAX,
  PASSWORDS_DIFFER,
  id,
  inviteCode,
  nickName,
  password,
  passwordsMatch,
  steamUrl,
  text,
} from '../fields';
import { moneyString } from '../moneySchema';
import { noData, noPayload } from '../page';

/** The player's own account (SPEC section 3 "User state"); the server's profile feature. */

export const userAssets = z.object({
  /** Ammo balance. */
  ammon: moneyString,
  /** Coin balance. */
  amount: moneyString,
  point: moneyString,
  /** Boxes earned through referrals and not yet opened. */
  spreadBoxCount: z.number().int().nonnegative(),
  spreadRewardAmount: moneyString,
});
export type UserAssets = z.infer<typeof userAssets>;

export const userBase = z.object({
  account: z.string(),
  /** Picture address; empty means the default picture. */
  avater: z.string(),
  /** Picture address; '' or '0' means no frame. */
  avaterFrame: z.string(),
  /** Masked for display (138****0000); empty when no phone is bound. */
  mobile: z.string(),
  nickName: z.string(),
  platformId: z.number().int().positive(),
  /** VIP level, 0 upwards. */
  userLevel: z.number().int().nonnegative(),
  userType: accountKind,
});
export type UserBase = z.infer<typeof userBase>;

/** Sex: 0 not given, 1 male, 2 female. */
export const sex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const userExt = z.object({
  channelCode: z.string(),
  /** Masked (first 3 and last 2 shown); empty until real-name verification succeeds. */
  idNumber: z.string(),
  /** The code of the player who invited this one; empty when none. */
  invitationCode: z.string(),
  /** True once the invitation code was changed: it can be changed only once. */
  isChangeInvitationCode: z.boolean(),
  isChangeSpreadCode: z.boolean(),
  /** Masked; empty until verified. */
  realName: z.string(),
  sex,
  /** This player's own referral code, which others enter as their invite code. */
  spreadCode: z.string(),
  /** Steam trade link; empty until bound, then fixed. */
  steamUrl: z.string(),
});
export type UserExt = z.infer<typeof userExt>;

export const userInfo = z.object({
  userId: z.number().int().positive(),
  assets: userAssets,
  base: userBase,
  ext: userExt,
  /** A sign-up red packet waits to be opened (registerReward). */
  hasRegisterPacket: z.boolean(),
  noReadMessages: z.number().int().nonnegative(),
  avaterStatus: avatarStatus,
  /** 1 opens the battle pages (SPEC section 2). */
  reserveStatus: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getInfo = defineEndpoint({
  path: '/api/user/getInfo',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: userInfo,
});

/** Nickname and sex; an avatar chosen from getAvaterList or an approved upload; a frame (0 = none). */
export const update = defineEndpoint({
  path: '/api/user/update',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    nickName: nickName.optional(),
    sex: sex.optional(),
    /** A system avatar's id from getAvaterList. */
    avaterId: id().optional(),
    /** The URL an avatar upload returned; it goes to review (avaterStatus). */
    uploadedAvater: text(512).min(1).optional(),
    /** A frame id from getAvaterFrameList; 0 removes the frame. */
    avaterFrameId: z.number().int().min(0).max(INT4_MAX).optional(),
  }),
  response: noData,
});

export const changePassword = defineEndpoint({
  path: '/api/user/changePassword',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z
    .object({
      oldPassword: z.string().min(1, 'errors.oldPasswordWrong'),
      password,
      confirmPassword: z.string(),
    })
    .refine(passwordsMatch, PASSWORDS_DIFFER),
  response: noData,
});

/** Sets the inviter's code; possible once (SPEC section 5). */
export const changeInvitationCode = defineEndpoint({
  path: '/api/user/changeInvitationCode',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ invitationCode: inviteCode }),
  response: noData,
});

/** Changes the player's own referral code; possible once. */
export const changeSpreadCode = defineEndpoint({
  path: '/api/user/changeSpreadCode',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ spreadCode: inviteCode }),
  response: noData,
});

/** Binds the Steam trade link; it cannot be changed afterwards (SPEC section 5). */
export const bindSteam = defineEndpoint({
  path: '/api/user/bindSteam',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ steamUrl }),
  response: noData,
});
