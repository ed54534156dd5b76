import { z } from 'zod';
import {
  BATTLE_MAX_BOXES,
  BATTLE_MAX_SEATS,
  BATTLE_MIN_SEATS,
  battleMode,
} from '../contract/battle';
import * as crashCalls from '../contract/crash';
import { id, password, text } from '../contract/fields';
import { moneyString } from '../contract/moneySchema';
import { isoDateTime, noPayload } from '../contract/page';
import { ROLL_MAX_CAP, ROLL_MAX_PRIZES, ROLL_MAX_VIP_LEVEL, ROLL_NAME_MAX } from '../contract/roll';
import { defineAdminEndpoint } from './adminEndpoint';
import { adminPage, adminPageOf, auditReceipt, optionalReason, positiveMoney } from './shapes';

/** Official battles and their schedule, official roll rooms, the crash chain. */

/** Box lines of a battle in round order: box 12 twice, then box 15 once. */
const battleBoxes = z
  .array(z.object({ boxId: id(), count: z.number().int().min(1).max(BATTLE_MAX_BOXES) }))
  .min(1, 'errors.battleBoxesEmpty')
  .max(BATTLE_MAX_BOXES, 'errors.battleBoxLimit');
const seats = z.number().int().min(BATTLE_MIN_SEATS).max(BATTLE_MAX_SEATS);

/** A line of the schedule: keep `keep` rooms of these boxes, seats and mode waiting for players. */
export const OFFICIAL_MAX_KEPT_OPEN = 20;
export const scheduleLine = z.object({
  boxes: battleBoxes,
  seats,
  mode: battleMode,
  keep: z.number().int().min(1).max(OFFICIAL_MAX_KEPT_OPEN),
});
export type ScheduleLine = z.infer<typeof scheduleLine>;

export const battleSchedule = defineAdminEndpoint({
  path: '/api/admin/games/battleSchedule',
  request: noPayload,
  response: z.array(scheduleLine),
});

/** Replaces the whole schedule (an empty list stops it); each line is checked as a room is. */
export const setBattleSchedule = defineAdminEndpoint({
  path: '/api/admin/games/setBattleSchedule',
  request: z.object({ lines: z.array(scheduleLine).max(20), reason: optionalReason }),
  response: auditReceipt,
});

export const createOfficialBattle = defineAdminEndpoint({
  path: '/api/admin/games/createOfficialBattle',
  request: z.object({
    boxes: battleBoxes,
    seats,
    mode: battleMode.default('classic'),
    password: password.optional(),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({
    battleId: z.number().int().positive(),
    seatCost: moneyString,
    serverSeedHash: z.string(),
  }),
});

export const rollRoomRow = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(['official', 'anchor']),
  status: z.enum(['open', 'drawn', 'returned']),
  prizes: z.number().int().nonnegative(),
  prizeValue: moneyString,
  participants: z.number().int().nonnegative(),
  cap: z.number().int().positive(),
  drawAt: isoDateTime,
});
export const rollRooms = defineAdminEndpoint({
  path: '/api/admin/games/rollRooms',
  request: adminPage.extend({ status: z.enum(['open', 'drawn', 'returned']).optional() }),
  response: adminPageOf(rollRoomRow),
});

/** An official roll room whose prizes (catalogue items, repeats allowed) come from the house. */
export const createRollRoom = defineAdminEndpoint({
  path: '/api/admin/games/createRollRoom',
  request: z
    .object({
      name: text(ROLL_NAME_MAX).trim().min(1, 'errors.rollName'),
      goodsIds: z.array(id()).min(1, 'errors.rollPrizesEmpty').max(ROLL_MAX_PRIZES),
      cap: z.number().int().min(1).max(ROLL_MAX_CAP),
      drawAt: isoDateTime,
      password: password.optional(),
      vipLevel: z.number().int().min(1).max(ROLL_MAX_VIP_LEVEL).optional(),
      rechargeMin: positiveMoney.optional(),
      rechargeSince: isoDateTime.optional(),
      reason: optionalReason,
    })
    .refine((r) => (r.rechargeMin === undefined) === (r.rechargeSince === undefined), {
      message: 'errors.rollRechargeCondition',
    }),
  response: auditReceipt.extend({ rollId: z.number().int().positive(), prizeValue: moneyString }),
});

export const crashChainState = z.object({
  /** The newest chain: its terminal hash (shown on the crash page) and rounds. */
  terminalHash: z.string().nullable(),
  rounds: z.number().int().nonnegative(),
  /** Rounds played on it so far. */
  used: z.number().int().nonnegative(),
  createdAt: isoDateTime.nullable(),
  /** The newest chain as the crash page publishes it (salt source, salt once set), or null. */
  chain: crashCalls.crashChain.nullable().optional(),
});
export const crashChain = defineAdminEndpoint({
  path: '/api/admin/games/crashChain',
  request: noPayload,
  response: crashChainState,
});

export const CRASH_CHAIN_MAX_ROUNDS = crashCalls.CRASH_CHAIN_MAX_ROUNDS;
/**
 * The rotation's first step (crash/rotation.ts): commits a new chain with the announced source of
 * its salt (a public value that does not exist yet); the page publishes both at once. No round
 * is played on it before `saltCrashChain`.
 */
export const rotateCrashChain = defineAdminEndpoint({
  path: '/api/admin/games/rotateCrashChain',
  request: crashCalls.crashChainCommit.extend({
    rounds: crashCalls.crashChainCommit.shape.rounds.default(100_000),
    reason: optionalReason,
  }),
  response: auditReceipt.extend({
    terminalHash: z.string(),
    rounds: z.number().int().positive(),
    chain: crashCalls.crashChain,
  }),
});

/** The second step: the salt, once its public value exists; set once, then the chain plays. */
export const saltCrashChain = defineAdminEndpoint({
  path: '/api/admin/games/saltCrashChain',
  request: crashCalls.crashChainSalt.extend({ reason: optionalReason }),
  response: auditReceipt.extend({ chain: crashCalls.crashChain }),
});
