import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { moneyString } from './moneySchema';
import { isoDateTime } from './page';

/**
 * The daily prize board (GAMES.md section 6): players ranked by the day's turnover (coins spent
 * opening boxes and in battles), ai and test accounts left out. At 00:00 site time the day is
 * settled: places 1 to 3 get red packets of 198, 136 and 116 coins, places 1 to 10 share the pool
 * (681 coins unless configured), each place paid at most a share of its own turnover.
 */
export const RANKING_PACKETS_COINS = [198, 136, 116] as const;
export const RANKING_POOL_PLACES = 10;

export const rankingDay = z.enum(['today', 'yesterday']);
export type RankingDay = z.infer<typeof rankingDay>;

export const rankingRow = z.object({
  rank: z.number().int().min(1),
  userId: z.number().int().positive(),
  nickName: z.string(),
  avater: z.string(),
  avaterFrame: z.string(),
  isAnchor: z.boolean(),
  turnover: moneyString,
  /** Today: what the place would be paid if the day ended now; yesterday: what it was paid. */
  packet: moneyString,
  poolShare: moneyString,
});
export type RankingRow = z.infer<typeof rankingRow>;

export const board = defineEndpoint({
  path: '/api/ranking/board',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ day: rankingDay.default('today') }),
  response: z.object({
    day: rankingDay,
    /** The site day shown, YYYY-MM-DD. */
    date: z.string(),
    start: isoDateTime,
    end: isoDateTime,
    /** Yesterday: whether the settlement ran; today: false. */
    settled: z.boolean(),
    pool: moneyString,
    packets: z.array(moneyString),
    /**
     * The least turnover of the day that holds a paid place (a place below it is listed but paid
     * nothing), e.g. "18000.00".
     */
    minTurnover: moneyString,
    list: z.array(rankingRow),
    /** The signed-in player's place (null when unranked) and turnover; null for visitors. */
    me: z.object({ rank: z.number().int().min(1).nullable(), turnover: moneyString }).nullable(),
  }),
});
