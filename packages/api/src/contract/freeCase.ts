import { z } from 'zod';
import { boxContent } from './boxes';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

/**
 * The free daily case (issue 30, beyond SPEC): a signed-in player at FREE_CASE_VIP_LEVEL or above
 * opens it once a site day, for nothing. Its drop is a roll of the player's seed pair with the
 * game prefix 'freecase', verified like a box opening, and its value is locked until wagered
 * (economy/rules/entries.ts on the server) like every gift.
 */

/** The VIP level (VIP growth is 1 per coin recharged) that unlocks the free daily case. */
export const FREE_CASE_VIP_LEVEL = 1;

/**
 * signedOut: a visitor; locked: below FREE_CASE_VIP_LEVEL; ready: can be opened now; opened:
 * opened this site day (again from `nextAt`).
 */
export const freeCaseState = z.enum(['signedOut', 'locked', 'ready', 'opened']);
export type FreeCaseState = z.infer<typeof freeCaseState>;

export const status = defineEndpoint({
  path: '/api/freeCase/status',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    serverNow: isoDateTime,
    state: freeCaseState,
    vipLevel: z.number().int().nonnegative(),
    requiredVipLevel: z.number().int().positive(),
    name: z.string(),
    image: z.string(),
    /** Expected value of one opening at today's prices. */
    value: moneyString,
    /** The next site day's start, when an opened case can be opened again. */
    nextAt: isoDateTime,
    items: z.array(boxContent),
  }),
});

export const open = defineEndpoint({
  path: '/api/freeCase/open',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    goods: goodsSummary,
    bagItemId: z.number().int().positive(),
    /** The roll behind the drop, for the fairness check (game prefix 'freecase'). */
    rollId: z.number().int().positive(),
    ticket: z.number().int().min(1),
    nextAt: isoDateTime,
  }),
});
