import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

/**
 * The lucky turntable (/transfor, GAMES.md section 6): one spin per player per site week, the
 * week resetting after Sunday 23:59:59 site time; coin prizes with shown odds, each spin a roll
 * with the game prefix 'turntable'. The top prize (100 coins) is in the wheel only for players
 * with the configured number of invited players who recharged; for the others its tickets go to
 * the smallest prize.
 */
export const turntablePrize = z.object({
  index: z.number().int().nonnegative(),
  amount: moneyString,
  /** Percent with four places, e.g. "0.0100". */
  probability: z.string(),
  ticketFrom: z.number().int().min(1),
  ticketTo: z.number().int().min(1),
  top: z.boolean(),
});
export type TurntablePrize = z.infer<typeof turntablePrize>;

export const turntableSpin = z.object({
  week: z.string(),
  prize: z.number().int().nonnegative(),
  amount: moneyString,
  rollId: z.number().int().positive(),
  ticket: z.number().int().min(1),
  createdAt: isoDateTime,
});
export type TurntableSpin = z.infer<typeof turntableSpin>;

export const state = defineEndpoint({
  path: '/api/turntable/state',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    serverNow: isoDateTime,
    /** The site week, e.g. '2026-W48'. */
    week: z.string(),
    /** The week's last second: Sunday 23:59:59 site time. */
    resetAt: isoDateTime,
    remainingMs: z.number().int().nonnegative(),
    /** This week's spin, when made. */
    spin: turntableSpin.nullable(),
    topPrizeUnlocked: z.boolean(),
    invitesNeeded: z.number().int().nonnegative(),
    invitedRecharged: z.number().int().nonnegative(),
    /** The wheel as the player's spin would use it. */
    prizes: z.array(turntablePrize),
  }),
});

export const spin = defineEndpoint({
  path: '/api/turntable/spin',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: turntableSpin,
});
