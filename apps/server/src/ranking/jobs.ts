import { z } from 'zod';
import { playerShareJob, schedulePlayerShare } from '../platform/playerShares';
import { recurringJob } from '../runtime/recurring';
import type { SiteClock } from '../runtime/siteClock';
import { payRankingPrize, settleRankingDay } from './actions';

const prizePayload = z.object({
  userId: z.number().int().positive(),
  day: z.string(),
  rank: z.number().int().positive(),
  cents: z.string().regex(/^\d+$/),
});

/**
 * The board's settlement at 00:00 site time (GAMES.md section 0 "Jobs"): a recurring chain of one
 * job per site day, due at its end, whose run fixes the day's places and schedules each prize as
 * a player's share of its own (platform/playerShares.ts).
 */
export function rankingJobs(clock: SiteClock) {
  const prize = playerShareJob({
    kind: 'ranking.payPrize',
    payload: prizePayload,
    pay: payRankingPrize,
  });
  const settle = recurringJob(clock, {
    kind: 'ranking.settle',
    chains: { day: 'day' },
    async run(tx, _chain, day, { now }) {
      await settleRankingDay(tx, day, (share) =>
        schedulePlayerShare(tx, prize, `ranking:${day.key}`, share, now),
      );
    },
  });
  return { settle, prize };
}
