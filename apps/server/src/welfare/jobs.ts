import { z } from 'zod';
import type { Db } from '../db/database';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import type { SiteClock } from '../runtime/siteClock';
import { foldWelfareDay } from './actions';

const payload = z.object({ dayStart: z.iso.datetime() });

/**
 * The 00:00 drop of welfare points (GAMES.md section 0 "Jobs"): one job per site day, keyed by the
 * day, due at its end. Each run folds its day and schedules the next day's, so the chain runs in
 * order and catches up day by day after a stop; the start phase schedules today's (a no-op when
 * the chain already has it).
 */
export function welfareDropJob(clock: SiteClock): JobDefinition<z.infer<typeof payload>> {
  const job: JobDefinition<z.infer<typeof payload>> = {
    kind: 'welfare.drop',
    payload,
    async handler(tx, { dayStart }) {
      const day = clock.period('day', new Date(dayStart));
      await foldWelfareDay(tx, day);
      await scheduleWelfareDrop(tx, clock, job, day.end);
    },
  };
  return job;
}

/** Schedules the drop at the end of the site day holding `at`. */
export function scheduleWelfareDrop(
  db: Db,
  clock: SiteClock,
  job: JobDefinition<z.infer<typeof payload>>,
  at: Date,
) {
  const day = clock.period('day', at);
  return scheduleJob(db, job, {
    key: day.key,
    payload: { dayStart: day.start.toISOString() },
    dueAt: day.end,
  });
}
