import { z } from 'zod';
import type { Db } from '../db/database';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import type { SiteClock } from '../runtime/siteClock';
import { settleRankingDay } from './actions';

const payload = z.object({ dayStart: z.iso.datetime() });
type SettlePayload = z.infer<typeof payload>;

/**
 * The board's settlement at 00:00 site time (GAMES.md section 0 "Jobs"): one job per site day,
 * keyed by the day, due at its end; each run settles its day and schedules the next, and the
 * start phase schedules today's (a no-op when the chain has it).
 */
export function rankingSettleJob(clock: SiteClock): JobDefinition<SettlePayload> {
  const job: JobDefinition<SettlePayload> = {
    kind: 'ranking.settle',
    payload,
    async handler(tx, { dayStart }) {
      const day = clock.period('day', new Date(dayStart));
      await settleRankingDay(tx, day);
      await scheduleRankingSettlement(tx, clock, job, day.end);
    },
  };
  return job;
}

/** Schedules the settlement of the site day holding `at`. */
export function scheduleRankingSettlement(
  db: Db,
  clock: SiteClock,
  job: JobDefinition<SettlePayload>,
  at: Date,
) {
  const day = clock.period('day', at);
  return scheduleJob(db, job, {
    key: day.key,
    payload: { dayStart: day.start.toISOString() },
    dueAt: day.end,
  });
}
