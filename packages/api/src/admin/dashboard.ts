import { z } from 'zod';
import { moneyString } from '../contract/moneySchema';
import { isoDateTime } from '../contract/page';
import { defineAdminEndpoint } from './adminEndpoint';
import { platformId } from './shapes';

/**
 * The dashboard, read from the ledger and the game tables for a window of the site clock: today,
 * the last 7 or 30 site days (today included), or a custom [from, to). ai and test accounts are
 * left out of every figure, as from the platform statistics. Without `platformId` every platform
 * counts.
 */
export const DASHBOARD_RANGES = ['today', 'days7', 'days30', 'custom'] as const;
export const dashboardRange = z.enum(DASHBOARD_RANGES);
export type DashboardRange = z.infer<typeof dashboardRange>;
/** A custom window is at most this long. */
export const DASHBOARD_MAX_DAYS = 366;

export const dashboardWindow = z
  .object({
    range: dashboardRange,
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    platformId: platformId.optional(),
  })
  .refine((w) => (w.range === 'custom') === (w.from !== undefined && w.to !== undefined), {
    message: 'errors.dashboardWindow',
  })
  .refine((w) => w.from === undefined || w.to === undefined || w.from < w.to, {
    message: 'errors.dashboardWindow',
  });
export type DashboardWindow = z.input<typeof dashboardWindow>;

/** The games whose stakes and payouts the ledger and the game tables tell apart. */
export const DASHBOARD_GAMES = [
  'box',
  'battle',
  'crash',
  'lucky',
  'roll',
  'contract',
  'replacement',
  'ammoBox',
  'mall',
] as const;
export const dashboardGame = z.enum(DASHBOARD_GAMES);
export type DashboardGame = z.infer<typeof dashboardGame>;

/**
 * Realised return against the target: `low`..`high` is where the realised return of `plays` plays
 * lands 99.7 % of the time when the odds are as set (target ± 3 standard errors of the mean return
 * per coin, from the box's or game's variance); `status` says which side it left.
 */
export const rtpStatus = z.enum(['ok', 'low', 'high', 'few']);
const rtpFigures = {
  plays: z.number().int().nonnegative(),
  staked: moneyString,
  returned: moneyString,
  /** returned / staked; null without plays. */
  realised: z.number().nullable(),
  target: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  status: rtpStatus,
};

export const gameFigures = z.object({
  game: dashboardGame,
  /** Coins players put in (box prices, stakes, tries, purchases). */
  stakes: moneyString,
  /** Coins and item value they got back (drops at the price of the day, winnings). */
  payouts: moneyString,
  /** Gross gaming revenue: stakes − payouts. */
  ggr: moneyString,
  ...rtpFigures,
});
export type GameFigures = z.infer<typeof gameFigures>;

export const summary = z.object({
  from: isoDateTime,
  to: isoDateTime,
  deposits: z.object({ amount: moneyString, orders: z.number().int().nonnegative() }),
  /** Coins given from the promotions account (bonuses, red packets, rewards), by ledger kind. */
  bonuses: z.object({
    amount: moneyString,
    byKind: z.array(z.object({ kind: z.string(), amount: moneyString })),
  }),
  ggr: moneyString,
  games: z.array(gameFigures),
  extractions: z.object({
    requested: z.number().int().nonnegative(),
    delivered: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    /** Value of the items delivered (their price when extracted). */
    deliveredValue: moneyString,
  }),
  players: z.object({
    new: z.number().int().nonnegative(),
    /** Players with a credited recharge in the window. */
    paying: z.number().int().nonnegative(),
    /** Players with a ledger movement of their own doing in the window. */
    active: z.number().int().nonnegative(),
  }),
  /** Open sockets now, every process counted (the platform's online figure). */
  onlineNow: z.number().int().nonnegative(),
});
export type DashboardSummary = z.infer<typeof summary>;

export const overview = defineAdminEndpoint({
  path: '/api/admin/dashboard/overview',
  request: dashboardWindow,
  response: summary,
});

/** Hourly points for today, daily ones otherwise (site clock). */
export const seriesPoint = z.object({
  at: isoDateTime,
  deposits: moneyString,
  ggr: moneyString,
  newPlayers: z.number().int().nonnegative(),
  activePlayers: z.number().int().nonnegative(),
});
export const series = defineAdminEndpoint({
  path: '/api/admin/dashboard/series',
  request: dashboardWindow,
  response: z.object({ bucket: z.enum(['hour', 'day']), points: z.array(seriesPoint) }),
});

export const boxRtp = z.object({
  boxId: z.number().int().positive(),
  name: z.string(),
  type: z.number().int(),
  price: moneyString,
  ...rtpFigures,
});
export type BoxRtp = z.infer<typeof boxRtp>;

export const rtp = defineAdminEndpoint({
  path: '/api/admin/dashboard/rtp',
  request: dashboardWindow,
  response: z.object({ boxes: z.array(boxRtp) }),
});

export const TOP_WINS = 20;
export const topWin = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  game: dashboardGame,
  stake: moneyString,
  win: moneyString,
  /** win / stake. */
  multiple: z.number(),
  at: isoDateTime,
  /** What to open: 'open:12', 'battle:5', 'crash:900'. */
  reference: z.string(),
});
export const topWins = defineAdminEndpoint({
  path: '/api/admin/dashboard/topWins',
  request: dashboardWindow,
  response: z.array(topWin),
});
