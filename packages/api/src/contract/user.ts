import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { accountKind, avatarStatus } from './enumSchemas';
import {
  PASSWORDS_DIFFER,
  idNumber,
  inviteCode,
  nickName,
  password,
  passwordsMatch,
  realName as realNameField,
  steamUrl,
} from './fields';
import { rucksackEntry } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noData, noPayload, pageOf, pageQuery, pageRequest } from './page';

/** The calls under /api/user that this file owns (SPEC section 7); bag, mall and records live elsewhere. */

// ---------------------------------------------------------------- profile (the User state, SPEC 3)

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
    avaterId: z.number().int().positive().optional(),
    /** The URL an avatar upload returned; it goes to review (avaterStatus). */
    uploadedAvater: z.string().min(1).optional(),
    /** A frame id from getAvaterFrameList; 0 removes the frame. */
    avaterFrameId: z.number().int().nonnegative().optional(),
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

/** Seconds before a failed real-name check may be retried (SPEC section 5: 1 minute). */
export const REAL_NAME_RETRY_SECONDS = 60;

export const realNameStatus = z.object({
  isVerified: z.boolean(),
  /** Masked when verified, empty otherwise. */
  realName: z.string(),
  idNumber: z.string(),
  /** Seconds until another attempt is allowed; 0 when allowed now. */
  retryAfter: z.number().int().nonnegative(),
  /** The coins a successful verification gives (SPEC section 6). */
  rewardAmount: moneyString,
});
export type RealNameStatus = z.infer<typeof realNameStatus>;

/** Submits name and ID number; a success pays the reward once, a failure blocks retries 60 s. */
export const realName = defineEndpoint({
  path: '/api/user/realName',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ realName: realNameField, idNumber }),
  response: realNameStatus,
});

export const queryRealName = defineEndpoint({
  path: '/api/user/queryRealName',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: realNameStatus,
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

// ---------------------------------------------------------------- messages

export const message = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
});
export type Message = z.infer<typeof message>;

/** At most 1000 messages are kept per player; older read ones are deleted first (SPEC 9). */
export const MAX_STORED_MESSAGES = 1000;

export const getMessage = defineEndpoint({
  path: '/api/user/getMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(message).extend({ noReadMessages: z.number().int().nonnegative() }),
});

/** Marks messages read; answers the unread count left. */
export const readyMessage = defineEndpoint({
  path: '/api/user/readyMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  response: z.object({ noReadMessages: z.number().int().nonnegative() }),
});

/** Deletes every read message (no payload). */
export const delReadyMessage = defineEndpoint({
  path: '/api/user/delReadyMessage',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({ deleted: z.number().int().nonnegative() }),
});

// ---------------------------------------------------------------- avatars and frames

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

// ---------------------------------------------------------------- VIP

export const REWARD_STATES = ['locked', 'claimable', 'claimed'] as const;
export const rewardState = z.enum(REWARD_STATES);

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
  request: z.object({ level: z.number().int().positive() }),
  response: z.object({ amount: moneyString }),
});

// ---------------------------------------------------------------- register red packet

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

// ---------------------------------------------------------------- stickers

/**
 * The sticker album: boxes and activities drop stickers; a player activates each owned sticker,
 * and activating the whole album unlocks a one-off reward.
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
  request: z.object({ id: z.number().int().positive() }),
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

// ---------------------------------------------------------------- daily sign-in

export const SIGNIN_REWARD_KINDS = ['amount', 'point'] as const;
export const signinRewardKind = z.enum(SIGNIN_REWARD_KINDS);

export const signin = defineEndpoint({
  path: '/api/user/signin',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    /** Consecutive days including today, 1 to 7 (the week of awards repeats). */
    day: z.number().int().min(1).max(7),
    kind: signinRewardKind,
    amount: moneyString,
  }),
});

export const signinAward = z.object({
  day: z.number().int().min(1).max(7),
  kind: signinRewardKind,
  amount: moneyString,
  signed: z.boolean(),
});

export const signinAwards = defineEndpoint({
  path: '/api/user/signinAwards',
  method: 'GET',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    signedToday: z.boolean(),
    consecutiveDays: z.number().int().nonnegative(),
    list: z.array(signinAward),
  }),
});

export const signinRewardRecords = defineEndpoint({
  path: '/api/user/signinRewardRecords',
  method: 'GET',
  channel: false,
  auth: 'required',
  request: pageQuery,
  response: pageOf(
    z.object({
      id: z.number().int().positive(),
      day: z.number().int().min(1).max(7),
      kind: signinRewardKind,
      amount: moneyString,
      createdAt: isoDateTime,
    }),
  ),
});

// ---------------------------------------------------------------- refining materials

/** Bag items that can be used as refining material, with their counts. */
export const getRucksackMaterials = defineEndpoint({
  path: '/api/user/getRucksackMaterials',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(rucksackEntry),
});
