import { z } from 'zod';
import type { Db } from '../db/database';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import type { SiteClock } from '../runtime/siteClock';
import { drawTimedBox } from './actions';
import { TIMED_BOX_SLOTS, timedBox } from './rules/boxes';

const payload = z.object({
  slot: z.enum(TIMED_BOX_SLOTS),
  periodStart: z.iso.datetime(),
});
type DrawPayload = z.infer<typeof payload>;

/**
 * The draw at the end of each timed box's period (GAMES.md section 0 "Jobs"): one job per box and
 * period, keyed 'hour:2026-11-24T13', due when the period ends. Each run draws its period and
 * schedules the box's next one, so the chain catches up period by period after a stop; the start
 * phase schedules the current periods (a no-op when the chain has them).
 */
export function timedBoxDrawJob(clock: SiteClock): JobDefinition<DrawPayload> {
  const job: JobDefinition<DrawPayload> = {
    kind: 'timebox.draw',
    payload,
    async handler(tx, { slot, periodStart }) {
      const rule = timedBox(slot);
      const period = clock.period(rule.period, new Date(periodStart));
      await drawTimedBox(tx, rule, period);
      await scheduleTimedBoxDraw(tx, clock, job, slot, period.end);
    },
  };
  return job;
}

/** Schedules the draw of `slot` at the end of its period holding `at`. */
export function scheduleTimedBoxDraw(
  db: Db,
  clock: SiteClock,
  job: JobDefinition<DrawPayload>,
  slot: DrawPayload['slot'],
  at: Date,
) {
  const period = clock.period(timedBox(slot).period, at);
  return scheduleJob(db, job, {
    key: `${slot}:${period.key}`,
    payload: { slot, periodStart: period.start.toISOString() },
    dueAt: period.end,
  });
}
