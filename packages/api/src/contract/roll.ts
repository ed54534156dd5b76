import { z } from 'zod';
import { priceInput } from './boxes';
import { defineEndpoint } from './endpoint';
import { password } from './fields';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, pageOf, pageRequest } from './page';
import {
  ROLL_MAX_CAP,
  ROLL_MAX_PRIZES,
  ROLL_MAX_VIP_LEVEL,
  ROLL_NAME_MAX,
} from './rollEventReaders';

/**
 * Roll rooms (SPEC sections 1 and 7, cid 101; GAMES.md section 3): house-funded or streamer
 * prize draws that players join for free. State comes over HTTP; a room's changes come over its
 * channel `roll:<id>`, and every participant hears cid 101 `{ rollId }` once it is drawn.
 */

export {
  ROLL_MAX_CAP,
  ROLL_MAX_DRAW_DAYS,
  ROLL_MAX_PRIZES,
  ROLL_MAX_VIP_LEVEL,
  ROLL_MIN_DRAW_MINUTES,
  ROLL_NAME_MAX,
  rollChannel,
  rollEventReaders,
} from './rollEventReaders';

/** open: players may join until the draw time; drawn; returned: nobody joined, prizes went back. */
export const rollStatus = z.enum(['open', 'drawn', 'returned']);
export type RollStatus = z.infer<typeof rollStatus>;
/** official: made by the operators from house stock; anchor: a streamer's room from their bag. */
export const rollKind = z.enum(['official', 'anchor']);
export type RollKind = z.infer<typeof rollKind>;
/** The room lists of the roll page: open rooms, drawn ones, and the viewer's. */
export const rollTab = z.enum(['ongoing', 'ended', 'joined']);
export type RollTab = z.infer<typeof rollTab>;

const rollId = z.number().int().positive();

/** SPEC section 3 "Display model for avatars" for a room's streamer, participants and winners. */
export const rollPlayer = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  avaterFrame: z.string(),
  isAnchor: z.boolean(),
});
export type RollPlayer = z.infer<typeof rollPlayer>;

/** Who may join: each condition is null when the room does not ask for it. */
export const rollConditions = z.object({
  hasPassword: z.boolean(),
  /** Recharged at least `rechargeMin` coins since `rechargeSince`. */
  rechargeMin: moneyString.nullable(),
  rechargeSince: isoDateTime.nullable(),
  vipLevel: z.number().int().min(1).max(ROLL_MAX_VIP_LEVEL).nullable(),
});
export type RollConditions = z.infer<typeof rollConditions>;

export const rollRoom = z.object({
  rollId,
  name: z.string(),
  kind: rollKind,
  /** The streamer whose bag the prizes came from (kind anchor), else null. */
  anchor: rollPlayer.nullable(),
  status: rollStatus,
  conditions: rollConditions,
  cap: z.number().int().min(1).max(ROLL_MAX_CAP),
  participants: z.number().int().nonnegative(),
  prizeCount: z.number().int().min(1).max(ROLL_MAX_PRIZES),
  /** The prizes' value at the room's making. */
  prizeValue: moneyString,
  /** The dearest few prizes, for the room's card. */
  topPrizes: z.array(goodsSummary),
  drawAt: isoDateTime,
  drawnAt: isoDateTime.nullable(),
  /** Whether the viewer joined (false for visitors). */
  joined: z.boolean(),
  createdAt: isoDateTime,
});
export type RollRoom = z.infer<typeof rollRoom>;

export const rollPrize = z.object({
  /** The prize's place in draw order, from 0 (the dearest first). */
  position: z.number().int().nonnegative(),
  goods: goodsSummary,
  /** Who won it; null before the draw, and when it went back (fewer participants than prizes). */
  winner: rollPlayer.nullable(),
  returned: z.boolean(),
});
export type RollPrize = z.infer<typeof rollPrize>;

export const rollParticipant = rollPlayer.extend({ joinedAt: isoDateTime });
export type RollParticipant = z.infer<typeof rollParticipant>;

/** One prize's draw, as packages/fairness rollRoomDraws computes it. */
export const rollDraw = z.object({
  prize: z.number().int().nonnegative(),
  ticket: z.number().int().min(1),
  /** The winner's place among the participants not yet drawn, in join order. */
  position: z.number().int().nonnegative(),
  userId: z.number().int().positive(),
});
export type RollDraw = z.infer<typeof rollDraw>;

/** What a room's verify view recomputes in the browser (DESIGN section 3). */
export const rollSeeds = z.object({
  /** Committed at the room's making. */
  serverSeedHash: z.string(),
  /** Revealed by the draw. */
  serverSeed: z.string().nullable(),
  /** SHA-256 of the participant ids in join order, fixed by the draw. */
  publicSeed: z.string().nullable(),
  /** The participant ids in join order. */
  participantIds: z.array(z.number().int().positive()),
  draws: z.array(rollDraw),
});
export type RollSeeds = z.infer<typeof rollSeeds>;

/** The viewer against the room's conditions; null for visitors. */
export const rollEligibility = z.object({
  joined: z.boolean(),
  vipLevel: z.number().int().nonnegative(),
  /** Coins recharged since the room's date (null when it asks for none). */
  recharged: moneyString.nullable(),
  vipMet: z.boolean(),
  rechargeMet: z.boolean(),
});
export type RollEligibility = z.infer<typeof rollEligibility>;

export const rollDetail = rollRoom.extend({
  prizes: z.array(rollPrize),
  participantList: z.array(rollParticipant),
  seeds: rollSeeds,
  me: rollEligibility.nullable(),
  serverNow: isoDateTime,
  /** Until the draw (0 once it is due). */
  countdownMs: z.number().int().nonnegative(),
});
export type RollDetail = z.infer<typeof rollDetail>;

/** Rooms of one tab: ongoing soonest draw first, ended and joined newest first. */
export const list = defineEndpoint({
  path: '/api/roll/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: pageRequest.extend({ tab: rollTab.default('ongoing') }),
  response: pageOf(rollRoom),
});

export const detail = defineEndpoint({
  path: '/api/roll/detail',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ rollId }),
  response: rollDetail,
});

/** Joins for free, when the conditions are met, before the draw time and below the cap. */
export const join = defineEndpoint({
  path: '/api/roll/join',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ rollId, password: z.string().max(64).optional() }),
  response: rollDetail,
});

/**
 * A streamer (anchor account) makes a room from bag items: they leave the bag into the room, go
 * to the winners at the draw, and come back to the bag when nobody wins them.
 */
export const create = defineEndpoint({
  path: '/api/roll/create',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z
    .object({
      name: z.string().trim().min(1, 'errors.rollName').max(ROLL_NAME_MAX, 'errors.rollName'),
      bagItemIds: z
        .array(z.number().int().positive().max(2_147_483_647), 'errors.rollPrizesEmpty')
        .min(1, 'errors.rollPrizesEmpty')
        .max(ROLL_MAX_PRIZES, 'errors.rollPrizesLimit')
        .refine((ids) => new Set(ids).size === ids.length, 'errors.rollPrizeUnavailable'),
      password: password.optional(),
      rechargeMin: priceInput.optional(),
      rechargeSince: isoDateTime.optional(),
      vipLevel: z
        .number()
        .int('errors.rollVipCondition')
        .min(1, 'errors.rollVipCondition')
        .max(ROLL_MAX_VIP_LEVEL, 'errors.rollVipCondition')
        .optional(),
      cap: z
        .number('errors.rollCap')
        .int('errors.rollCap')
        .min(1, 'errors.rollCap')
        .max(ROLL_MAX_CAP, 'errors.rollCap'),
      drawAt: isoDateTime,
    })
    .refine(
      (room) => (room.rechargeMin === undefined) === (room.rechargeSince === undefined),
      'errors.rollRechargeCondition',
    )
    .refine(
      (room) => room.rechargeMin === undefined || Number(room.rechargeMin) > 0,
      'errors.rollRechargeCondition',
    ),
  response: rollDetail,
});

/**
 * Events on `roll:<id>`: a participant joined (the list grows live) and the room was drawn or its
 * prizes returned (the screen reloads the room for its winners and seeds).
 */
export const rollEvents = {
  joined: z.object({
    rollId,
    participant: rollParticipant,
    participants: z.number().int().positive(),
  }),
  drawn: z.object({ rollId, status: rollStatus }),
} as const;
