import { z } from 'zod';
import { boxContent } from './boxes';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime, noPayload } from './page';

/**
 * Welfare (grade) boxes, module Grade (SPEC sections 4, 6 and 9; DESIGN section 4): a tier
 * unlocks at a VIP level and opens once a site day between 00:05 and 23:59, for welfare points.
 * Players earn 1 welfare point per coin of turnover (coins spent opening boxes and in battles);
 * at 00:00 site time every balance drops by 100 points, never below 0.
 */

/** SPEC section 9: the points every balance loses at 00:00. */
export const WELFARE_DAILY_DROP = 100;

/** SPEC section 4: locked (level too low), opened (can be opened), refreshing (opened today). */
export const welfareTierState = z.enum(['locked', 'opened', 'refreshing']);
export type WelfareTierState = z.infer<typeof welfareTierState>;

export const welfareTier = z.object({
  tier: z.number().int().min(1),
  name: z.string(),
  image: z.string(),
  /** The VIP level that unlocks the tier. */
  vipLevel: z.number().int().nonnegative(),
  /** Welfare points one opening takes. */
  points: z.number().int().positive(),
  /** Expected value of one opening at today's prices. */
  value: moneyString,
  state: welfareTierState,
  /** When a refreshing tier can be opened again (the next 00:05 site time); null otherwise. */
  opensAt: isoDateTime.nullable(),
  items: z.array(boxContent),
});
export type WelfareTier = z.infer<typeof welfareTier>;

export const list = defineEndpoint({
  path: '/api/welfare/list',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: noPayload,
  response: z.object({
    serverNow: isoDateTime,
    /** The player's welfare points now (0 for visitors). */
    points: z.number().int().nonnegative(),
    vipLevel: z.number().int().nonnegative(),
    /** Whether now lies in the day's opening window (00:05 to 23:59 site time). */
    windowOpen: z.boolean(),
    /** The next 00:00 site time, when balances drop by WELFARE_DAILY_DROP. */
    nextDropAt: isoDateTime,
    tiers: z.array(welfareTier),
  }),
});

export const tierInput = z.number().int().min(1).max(100);

export const open = defineEndpoint({
  path: '/api/welfare/open',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ tier: tierInput }),
  response: z.object({
    tier: z.number().int().min(1),
    goods: goodsSummary,
    bagItemId: z.number().int().positive(),
    /** The roll behind the drop, for the fairness check (game prefix 'welfare'). */
    rollId: z.number().int().positive(),
    ticket: z.number().int().min(1),
    /** Welfare points left. */
    points: z.number().int().nonnegative(),
  }),
});
