import { z } from 'zod';
import { boxContent } from './boxes';
import { defineEndpoint } from './endpoint';
import { id } from './fields';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload, pageOf, pageRequest } from './page';

/**
 * Referral (spread, GAMES.md section 7): a player's invite link carries their spread code in the
 * `code` query parameter (stored as luck_fcode on landing, sent as the invite code at sign-up).
 * When an invited player recharges, the inviter is credited the bonus ratio of their tier on the
 * amount paid, in the recharge's transaction; the tier is the number of invited players who have
 * recharged. An invited player whose recharges reach the box threshold earns the inviter one
 * spread box (SPEC spreadBoxCount), opened like a welfare box.
 */

/** The query parameter of the invite link (SPEC section 3, luck_fcode). */
export const INVITE_LINK_PARAM = 'code';

/** The address an invite link opens: the sign-up page of the visitor's layout, code stored. */
export function inviteLinkPath(spreadCode: string) {
  return `/jump?url=${encodeURIComponent('/register')}&${INVITE_LINK_PARAM}=${encodeURIComponent(spreadCode)}`;
}

export const spreadTier = z.object({
  /** Invited players who recharged that the tier needs. */
  invited: z.number().int().nonnegative(),
  /** The share of each invited recharge credited, in percent with two places, e.g. "1.50". */
  percent: z.string(),
});
export type SpreadTier = z.infer<typeof spreadTier>;

const spreadBox = z.object({
  name: z.string(),
  image: z.string(),
  value: moneyString,
  items: z.array(boxContent),
});

export const rules = defineEndpoint({
  path: '/api/spread/rules',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    tiers: z.array(spreadTier),
    /** An invited player's recharges reaching this earn the inviter a spread box. */
    boxThreshold: moneyString,
    /** Null until the catalogue has items to fill it. */
    box: spreadBox.nullable(),
  }),
});

export const info = defineEndpoint({
  path: '/api/spread/info',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    spreadCode: z.string(),
    invited: z.number().int().nonnegative(),
    /** Invited players who recharged at least once: what the tier counts. */
    recharged: z.number().int().nonnegative(),
    rechargeTotal: moneyString,
    rewardTotal: moneyString,
    spreadBoxCount: z.number().int().nonnegative(),
    tier: spreadTier,
    /** The next tier up, null at the top. */
    nextTier: spreadTier.nullable(),
  }),
});

export const spreadUser = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  avaterFrame: z.string(),
  joinedAt: isoDateTime,
  rechargeTotal: moneyString,
  rewardTotal: moneyString,
  lastRechargeAt: isoDateTime.nullable(),
});
export type SpreadUser = z.infer<typeof spreadUser>;

export const users = defineEndpoint({
  path: '/api/spread/users',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(spreadUser),
});

export const spreadRecord = z.object({
  id: z.number().int().positive(),
  createdAt: isoDateTime,
  recharge: moneyString,
  percent: z.string(),
  reward: moneyString,
});
export type SpreadRecord = z.infer<typeof spreadRecord>;

export const userDetail = defineEndpoint({
  path: '/api/spread/userDetail',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest.extend({ userId: id() }),
  response: pageOf(spreadRecord).extend({ user: spreadUser }),
});

export const openBox = defineEndpoint({
  path: '/api/spread/openBox',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    goods: goodsSummary,
    bagItemId: z.number().int().positive(),
    /** The roll behind the drop (game prefix 'spread'). */
    rollId: z.number().int().positive(),
    ticket: z.number().int().min(1),
    spreadBoxCount: z.number().int().nonnegative(),
  }),
});
