import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

/**
 * Responsible gaming (SPEC's anti-addiction notice, and beyond the genre): deposit and loss limits
 * over the last day, week and month (rolling 24 hours, 7 days, 30 days), a cool-off or a
 * self-exclusion that stops play and recharge until it ends, and a session-time reminder. A lower
 * limit holds at once; a higher one, or none, only after LIMIT_RAISE_DELAY_HOURS, so a player
 * cannot lift a limit in the heat of a session. A pause can be lengthened, never shortened.
 * Losses are coins put into games and items (stakes, openings, tries, mall purchases) less the
 * coins games and sales paid back; promotions and recharges do not count.
 */
export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
] as const;
export const limitKey = z.enum(LIMIT_KEYS);
export type LimitKey = z.infer<typeof limitKey>;

export const LIMIT_RAISE_DELAY_HOURS = 24;

/** The pauses a player may choose, with their length in days. */
export const PAUSE_CHOICES = {
  coolOff: { day1: 1, day7: 7, day30: 30 },
  selfExclusion: { month6: 182, year1: 365, year5: 1826 },
} as const;
export const pauseKind = z.enum(['coolOff', 'selfExclusion']);
export type PauseKind = z.infer<typeof pauseKind>;
export const pauseLength = z.enum(['day1', 'day7', 'day30', 'month6', 'year1', 'year5']);
export type PauseLength = z.infer<typeof pauseLength>;

/** Reminder intervals offered, in minutes; 0 turns the reminder off. */
export const REMINDER_MINUTES = [0, 15, 30, 60, 120] as const;

/** A limit: money, never below zero (0.00 allows nothing). */
const limitAmount = moneyString.regex(/^\d/, 'errors.badRequest');

const limitSet = z.object(
  Object.fromEntries(LIMIT_KEYS.map((key) => [key, limitAmount.nullable()])) as Record<
    LimitKey,
    z.ZodNullable<typeof limitAmount>
  >,
);

const usedSet = z.object(
  Object.fromEntries(LIMIT_KEYS.map((key) => [key, moneyString])) as Record<
    LimitKey,
    typeof moneyString
  >,
);

export const limitsState = z.object({
  serverNow: isoDateTime,
  /** The limits in force; null where none. */
  limits: limitSet,
  /** What each window has used so far: deposits, and net losses (never below 0). */
  used: usedSet,
  /** Raised or removed limits waiting for `pendingFrom`. */
  pending: limitSet.nullable(),
  pendingFrom: isoDateTime.nullable(),
  pausedUntil: isoDateTime.nullable(),
  pauseKind: pauseKind.nullable(),
  reminderMinutes: z.number().int().nonnegative(),
});
export type LimitsState = z.infer<typeof limitsState>;

export const state = defineEndpoint({
  path: '/api/limits/state',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: limitsState,
});

export const setLimits = defineEndpoint({
  path: '/api/limits/set',
  method: 'POST',
  channel: false,
  auth: 'required',
  /** Every limit, null for none: the whole set the player wants. */
  request: z.object({ limits: limitSet }),
  response: limitsState,
});

export const pause = defineEndpoint({
  path: '/api/limits/pause',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z
    .object({ kind: pauseKind, length: pauseLength })
    .refine(({ kind, length }) => length in PAUSE_CHOICES[kind], 'errors.badRequest'),
  response: limitsState,
});

export const reminder = defineEndpoint({
  path: '/api/limits/reminder',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    minutes: z
      .number()
      .int()
      .refine((m) => (REMINDER_MINUTES as readonly number[]).includes(m), 'errors.badRequest'),
  }),
  response: limitsState,
});
