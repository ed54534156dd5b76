import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

/**
 * The task centre (/task, GAMES.md section 6): daily and weekly tasks whose progress the server
 * reads from what the player did (box openings and battle stakes on the ledger, recharges, sign-in
 * records, invited players), each reward received once per period of the site clock.
 */
export const TASK_PERIODS = ['day', 'week'] as const;
export const taskPeriod = z.enum(TASK_PERIODS);
export type TaskPeriod = z.infer<typeof taskPeriod>;

/**
 * What a task counts: coins spent opening boxes, coins staked in battles that were fought, coins
 * recharged, days signed in, invited players who recharged at least `INVITEE_RECHARGE` in the
 * period.
 */
export const TASK_KINDS = ['boxSpend', 'battleSpend', 'recharge', 'signin', 'invite'] as const;
export const taskKind = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof taskKind>;

export const TASK_STATES = ['inProgress', 'claimable', 'claimed'] as const;
export const taskState = z.enum(TASK_STATES);
export type TaskState = z.infer<typeof taskState>;

export const task = z.object({
  /** e.g. 'day.boxSpend'. */
  id: z.string(),
  period: taskPeriod,
  kind: taskKind,
  /** Coins (boxSpend, battleSpend, recharge) as money strings; days and players as whole numbers. */
  goal: z.string(),
  done: z.string(),
  /** 0 to 100. */
  percent: z.number().int().min(0).max(100),
  reward: moneyString,
  state: taskState,
});
export type Task = z.infer<typeof task>;

const periodBounds = z.object({
  /** The site clock's key, e.g. '2026-11-24' or '2026-W48'. */
  key: z.string(),
  /** When the period's tasks start again. */
  resetAt: isoDateTime,
});

export const list = defineEndpoint({
  path: '/api/task/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    serverNow: isoDateTime,
    day: periodBounds,
    week: periodBounds,
    /** A visitor sees every task with nothing done. */
    tasks: z.array(task),
  }),
});

export const claim = defineEndpoint({
  path: '/api/task/claim',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    taskId: z.string().min(1, 'errors.taskNotFound').max(40, 'errors.taskNotFound'),
  }),
  response: z.object({ taskId: z.string(), periodKey: z.string(), reward: moneyString }),
});
