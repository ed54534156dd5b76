import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { goodsSummary } from './goods';
import { moneyString } from './moneySchema';
import { isoDateTime } from './page';
import { redPacketPeriod } from './redPackets';

/**
 * The festival and new-year activities (SPEC /activity and /newyear, GAMES.md section 6), driven
 * by the ActivityConfig article (SPEC section 7: its content is JSON). `pnpm ops activity-set`
 * writes it after checking it against `activityConfig` below; the site reads the same article.
 */

/** A text an operator writes in all five languages. */
export const localizedText = (max: number) =>
  z.object({
    zh: z.string().trim().min(1).max(max),
    en: z.string().trim().min(1).max(max),
    vi: z.string().trim().min(1).max(max),
    ko: z.string().trim().min(1).max(max),
    tw: z.string().trim().min(1).max(max),
  });
export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

/** Roll tickets per draw (DESIGN section 3): a prize's tickets out of these are its odds. */
export const NEW_YEAR_TICKETS = 100_000;

const window = {
  /** Shown in cid 102 (activityId) and used as the key of the activity's claims. */
  id: z.number().int().positive().max(2_147_483_647),
  title: localizedText(40),
  intro: localizedText(600),
  startAt: isoDateTime,
  endAt: isoDateTime,
  /** An activity red packet in the red-packet centre while the activity runs. */
  redPacket: z.object({ amount: moneyString, period: redPacketPeriod }).optional(),
};

/**
 * The festival (/activity): goods prizes for turnover (coins spent on boxes and battles) during
 * the activity, each received once per player; the win is told to the winner with cid 102.
 */
export const festivalConfig = z.object({
  enabled: z.literal(true),
  ...window,
  goods: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]{1,20}$/),
        turnover: moneyString,
        /** A catalogue item (goods id). */
        itemId: z.number().int().positive().max(2_147_483_647),
      }),
    )
    .min(1)
    .max(12),
});
export type FestivalConfig = z.infer<typeof festivalConfig>;

/**
 * New year (/newyear): once a site day, a player whose turnover that day reached `entryTurnover`
 * opens a new-year envelope: a roll with the game prefix 'newyear' lands on a prize whose tickets
 * hold it; the coins are told to the winner with cid 103.
 */
export const newYearConfig = z.object({
  enabled: z.literal(true),
  ...window,
  entryTurnover: moneyString,
  prizes: z
    .array(
      z.object({
        name: localizedText(20),
        amount: moneyString,
        tickets: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(12)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.tickets, 0) === NEW_YEAR_TICKETS, {
      message: `the prizes' tickets add up to ${NEW_YEAR_TICKETS}`,
    }),
});
export type NewYearConfig = z.infer<typeof newYearConfig>;

const switchedOff = z.looseObject({ enabled: z.literal(false) });

/** The ActivityConfig article's JSON: switches the site reads and the two activities. */
export const activityConfig = z.looseObject({
  turntable: z.object({ enabled: z.boolean() }).optional(),
  festival: z.union([switchedOff, festivalConfig]).optional(),
  newYear: z.union([switchedOff, newYearConfig]).optional(),
});
export type ActivityConfig = z.infer<typeof activityConfig>;

const platform = z.object({
  platformId: z.number().int().positive().max(2_147_483_647).default(1),
});

const shownWindow = {
  id: z.number().int().positive(),
  title: z.string(),
  intro: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime,
  /** Between its start and end now. */
  live: z.boolean(),
};

export const FESTIVAL_PRIZE_STATES = ['locked', 'claimable', 'claimed'] as const;
export const festivalPrizeState = z.enum(FESTIVAL_PRIZE_STATES);

export const festivalPrize = z.object({
  key: z.string(),
  turnover: moneyString,
  goods: goodsSummary,
  state: festivalPrizeState,
});
export type FestivalPrize = z.infer<typeof festivalPrize>;

export const festival = defineEndpoint({
  path: '/api/activity/festival',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: platform,
  response: z.object({
    serverNow: isoDateTime,
    /** Null while no festival is configured. */
    activity: z
      .object({
        ...shownWindow,
        /** The player's turnover since the start (0.00 for a visitor). */
        turnover: moneyString,
        prizes: z.array(festivalPrize),
      })
      .nullable(),
  }),
});
export type FestivalState = z.infer<typeof festival.response>;

export const claimGoods = defineEndpoint({
  path: '/api/activity/claimGoods',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: platform.extend({ key: z.string().min(1).max(20, 'errors.activityPrizeNotFound') }),
  response: z.object({
    key: z.string(),
    goods: goodsSummary,
    bagItemId: z.number().int().positive(),
  }),
});

export const newYearDraw = z.object({
  /** The site day, YYYY-MM-DD. */
  day: z.string(),
  prize: z.number().int().nonnegative(),
  name: z.string(),
  amount: moneyString,
  rollId: z.number().int().positive(),
  ticket: z.number().int().min(1),
  createdAt: isoDateTime,
});
export type NewYearDraw = z.infer<typeof newYearDraw>;

export const newYearPrize = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  amount: moneyString,
  /** Percent with three places, e.g. "60.000". */
  probability: z.string(),
  ticketFrom: z.number().int().min(1),
  ticketTo: z.number().int().min(1),
});
export type NewYearPrize = z.infer<typeof newYearPrize>;

export const newYear = defineEndpoint({
  path: '/api/activity/newYear',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: platform,
  response: z.object({
    serverNow: isoDateTime,
    activity: z
      .object({
        ...shownWindow,
        entryTurnover: moneyString,
        /** The player's turnover today (site day). */
        todayTurnover: moneyString,
        /** The next site day, when a new envelope can be opened. */
        resetAt: isoDateTime,
        today: newYearDraw.nullable(),
        /** The player's envelopes of this activity, newest first (at most 30). */
        draws: z.array(newYearDraw),
        prizes: z.array(newYearPrize),
      })
      .nullable(),
  }),
});
export type NewYearState = z.infer<typeof newYear.response>;

export const openNewYear = defineEndpoint({
  path: '/api/activity/openNewYear',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: platform,
  response: newYearDraw,
});
