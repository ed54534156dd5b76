import {
  BATTLE_MAX_BOXES,
  BATTLE_MAX_SEATS,
  BATTLE_MIN_SEATS,
  BATTLE_MODES,
  BATTLE_STATUSES,
  ROOM_KINDS,
} from '@skinbox/rules';
import { z } from 'zod';
import { boxSummary } from './boxes';
import { defineEndpoint } from './endpoint';
import { password } from './fields';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload, pageOf, pageRequest } from './page';

/**
 * Box battles (SPEC sections 1, 4, 5 and 9; GAMES.md section 1). State comes over HTTP; changes
 * come over the socket on the channels `battle` (the lobby) and `battle:<id>` (one room).
 */

/** SPEC section 9: up to 6 boxes, 2 to 8 players; the shared rules hold the numbers. */
export { BATTLE_MAX_BOXES, BATTLE_MIN_SEATS, BATTLE_MAX_SEATS };
export {
  BattleFilterType,
  BattleSubType,
  BattleRoomSort,
  type BattleMode,
  type BattleStatus,
  type RoomKind,
} from '@skinbox/rules';

export const battleMode = z.enum(BATTLE_MODES);
/** SPEC section 4: not started (waiting), in progress (running), finished; or dissolved. */
export const battleStatus = z.enum(BATTLE_STATUSES);
/** Who made the room: a player, the operators (official), or a streamer (anchor). */
export const roomKind = z.enum(ROOM_KINDS);

/** SPEC section 3 "Battle filter" (the codes: the shared rules' BattleFilterType and kin). */
export const battleFilter = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  subType: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  roomSort: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export type BattleFilter = z.input<typeof battleFilter>;

const battleId = z.number().int().positive();
/** A seat's client seed: chosen by the player, or a random one when left out. */
export const userCode = z.string().trim().min(1).max(64);

/** SPEC section 3 "Display model for avatars" for a seated player. */
export const battleSeat = z.object({
  seat: z.number().int().min(1).max(BATTLE_MAX_SEATS),
  /** null while the seat is free. */
  player: z
    .object({
      userId: z.number().int().positive(),
      nickName: z.string(),
      avater: z.string(),
      avaterFrame: z.string(),
      isAnchor: z.boolean(),
      isBot: z.boolean(),
    })
    .nullable(),
  /** Shown once the battle has started (the public seed is built from them). */
  userCode: z.string().nullable(),
  /** The value of the drops this seat rolled in the rounds whose reels stand. */
  total: moneyString,
});
export type BattleSeat = z.infer<typeof battleSeat>;

export const battleBoxLine = z.object({
  box: boxSummary,
  count: z.number().int().min(1).max(BATTLE_MAX_BOXES),
});

export const battleRoom = z.object({
  battleId,
  kind: roomKind,
  mode: battleMode,
  status: battleStatus,
  creatorId: z.number().int().positive(),
  hasPassword: z.boolean(),
  /** The boxes in round order, grouped by kind. */
  boxes: z.array(battleBoxLine),
  rounds: z.number().int().min(1).max(BATTLE_MAX_BOXES),
  /** What one seat pays. */
  cost: moneyString,
  seats: z.array(battleSeat),
  /** The room's server seed, committed at creation (DESIGN section 3). */
  serverSeedHash: z.string(),
  createdAt: isoDateTime,
  /** When the room dissolves unless it fills (SPEC section 9: 15 minutes). */
  dissolveAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  /** classic: the highest total wins; clown: the lowest. null until settled, or on a tie. */
  winnerSeat: z.number().int().min(1).nullable(),
});
export type BattleRoom = z.infer<typeof battleRoom>;

export const roundDrop = z.object({
  seat: z.number().int().min(1),
  goods: goodsSummary,
  ticket: z.number().int().min(1),
});
export type RoundDrop = z.infer<typeof roundDrop>;

export const battleRound = z.object({
  round: z.number().int().min(1),
  boxId: z.number().int().positive(),
  drops: z.array(roundDrop),
});
export type BattleRound = z.infer<typeof battleRound>;

/**
 * One room as its screen shows it. `revealed` holds the rounds whose reels have started at
 * `serverNow` (round r starts `countdownMs + (r - 1) × roundMs` after `startedAt` and its reels
 * stand `roundMs` later), so a late viewer sees the rounds already played and every reel can land
 * on its drop; the clock fields let every viewer run the same show.
 */
export const battleDetail = battleRoom.extend({
  serverNow: isoDateTime,
  countdownMs: z.number().int().nonnegative(),
  roundMs: z.number().int().positive(),
  publicSeed: z.string().nullable(),
  revealed: z.array(battleRound),
  /** The viewer's seat, or null. */
  mySeat: z.number().int().min(1).nullable(),
  /** Seat outcomes once settled (SPEC section 4: a tie shows as failure to everyone). */
  outcome: z.enum(['victory', 'failure']).nullable(),
});
export type BattleDetail = z.infer<typeof battleDetail>;

const boxChoice = z.object({
  boxId: z.number().int().positive(),
  count: z
    .number()
    .int('errors.battleBoxLimit')
    .min(1, 'errors.battleBoxLimit')
    .max(BATTLE_MAX_BOXES, 'errors.battleBoxLimit'),
});

/** Creates a room: the creator pays one seat's cost into escrow and takes seat 1. */
export const create = defineEndpoint({
  path: '/api/battle/create',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    boxes: z
      .array(boxChoice, 'errors.battleBoxesEmpty')
      .min(1, 'errors.battleBoxesEmpty')
      .max(BATTLE_MAX_BOXES, 'errors.battleBoxLimit'),
    seats: z
      .number()
      .int('errors.battleSeats')
      .min(BATTLE_MIN_SEATS, 'errors.battleSeats')
      .max(BATTLE_MAX_SEATS, 'errors.battleSeats'),
    mode: battleMode,
    password: password.optional(),
    userCode: userCode.optional(),
  }),
  response: battleDetail,
});

/** Takes a free seat of the viewer's choice, paying one seat's cost into escrow. */
export const join = defineEndpoint({
  path: '/api/battle/join',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    battleId,
    seat: z.number().int().min(1).max(BATTLE_MAX_SEATS),
    password: z.string().max(64).optional(),
    userCode: userCode.optional(),
  }),
  response: battleDetail,
});

/**
 * The creator fills every free seat with ai bots, funded by the house (GAMES.md section 0). A bot
 * seat's user code is fixed by the rule (bot-2, bot-3, …); a `userCode` sent here replaces the
 * creator's, so the last input to the public seed comes from the player after the room's seed was
 * committed.
 */
export const fillBots = defineEndpoint({
  path: '/api/battle/fillBots',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ battleId, userCode: userCode.optional() }),
  response: battleDetail,
});

export const detail = defineEndpoint({
  path: '/api/battle/detail',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ battleId }),
  response: battleDetail,
});

/** Open rooms (waiting and running), filtered and sorted by SPEC's battle filter. */
export const list = defineEndpoint({
  path: '/api/battle/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: pageRequest.extend(battleFilter.shape),
  response: pageOf(battleRoom),
});

/** Every finished battle, newest first. */
export const history = defineEndpoint({
  path: '/api/battle/history',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: pageRequest.extend(battleFilter.shape),
  response: pageOf(battleRoom),
});

/** The viewer's battles, in any state, newest first. */
export const myHistory = defineEndpoint({
  path: '/api/battle/myHistory',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(battleRoom),
});

export const rankRow = z.object({
  rank: z.number().int().min(1),
  userId: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  avaterFrame: z.string(),
  isAnchor: z.boolean(),
  winnings: moneyString,
});
export type RankRow = z.infer<typeof rankRow>;

/** BattleRank: winnings by day or by week in the site's time zone; ai and test accounts left out. */
export const rank = defineEndpoint({
  path: '/api/battle/rank',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ period: z.enum(['day', 'week']).default('day') }),
  response: z.object({
    period: z.enum(['day', 'week']),
    start: isoDateTime,
    end: isoDateTime,
    list: z.array(rankRow),
  }),
});

export const battleBoxContent = z.object({
  goods: goodsSummary,
  /** Drop probability in percent with four places. */
  probability: z.string(),
  ticketFrom: z.number().int().min(1),
  ticketTo: z.number().int().min(1),
});

export const battleBox = boxSummary.extend({ items: z.array(battleBoxContent) });
export type BattleBox = z.infer<typeof battleBox>;

/** battleBoxIntro: every battle box on sale with its contents and odds. */
export const boxIntro = defineEndpoint({
  path: '/api/battle/boxIntro',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: noPayload,
  response: z.object({ list: z.array(battleBox) }),
});

/** battleBoxDetails: one battle box with its contents and odds. */
export const boxDetails = defineEndpoint({
  path: '/api/battle/boxDetails',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ boxId: z.number().int().positive() }),
  response: battleBox,
});

/**
 * battleverify: everything needed to recompute every round of a finished battle in the browser
 * (packages/fairness battleRolls, then each round's box ticket ranges).
 */
export const verify = defineEndpoint({
  path: '/api/battle/verify',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ battleId }),
  response: z.object({
    battleId,
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    userCodes: z.array(z.string()),
    publicSeed: z.string(),
    rounds: z.array(battleRound),
    boxes: z.array(battleBox),
  }),
});

export {
  BATTLE_LOBBY_CHANNEL,
  battleLobbyEventReaders,
  battleRoomChannel,
  battleRoomEventReaders,
} from './battleEventReaders';

/**
 * Socket events carry no translated text (one message goes to every language): ids, seats and
 * amounts. A screen names goods from the room's boxes (battleBoxDetails) and reloads over HTTP
 * when it sees a gap in the sequence.
 */
const roomChange = z.object({
  battleId,
  status: battleStatus,
  taken: z.number().int().min(0).max(BATTLE_MAX_SEATS),
  seatCount: z.number().int().min(BATTLE_MIN_SEATS).max(BATTLE_MAX_SEATS),
  winnerSeat: z.number().int().min(1).nullable(),
});
export type BattleRoomChange = z.infer<typeof roomChange>;

export const battleLobbyEvents = {
  'room.created': roomChange,
  'room.seated': roomChange,
  'room.started': roomChange,
  'room.finished': roomChange,
  'room.dissolved': roomChange,
} as const;

export const roundResult = z.object({
  seat: z.number().int().min(1),
  goodsId: z.number().int().positive(),
  price: moneyString,
  ticket: z.number().int().min(1),
});

/** Events on `battle:<id>`: seats, start, each round as its reels start, settlement. */
export const battleRoomEvents = {
  seated: z.object({ battleId, seat: battleSeat }),
  started: z.object({ battleId, startedAt: isoDateTime, publicSeed: z.string() }),
  round: z.object({
    battleId,
    round: z.number().int().min(1),
    boxId: z.number().int().positive(),
    drops: z.array(roundResult),
  }),
  settled: z.object({ battleId, winnerSeat: z.number().int().min(1).nullable() }),
  dissolved: z.object({ battleId }),
} as const;
