import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { sliderChallenges } from '../db/schema';
import { scheduleJob, type JobDefinition } from '../runtime/jobs';
import { SLIDER_CHALLENGE_TTL_MS } from './rules/slider';
import { MINUTE_MS } from '@skinbox/rules';

/** How often expired challenges are swept while puzzles are being asked for. */
export const SLIDER_PURGE_EVERY_MS = 10 * MINUTE_MS;

/**
 * Deletes the challenges that can no longer be answered, so the table holds about one TTL's worth
 * of puzzles however many are asked for (issue 13 #5: it grew without bound).
 */
export const sliderPurgeJob: JobDefinition<Record<string, never>> = {
  kind: 'captcha.purgeSliders',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  async handler(tx, _payload, { now }) {
    const expired = new Date(now.getTime() - SLIDER_CHALLENGE_TTL_MS);
    await tx.delete(sliderChallenges).where(lt(sliderChallenges.issuedAt, expired));
  },
};

/**
 * Makes sure a sweep is due after the challenge issued at `now` expires: one job per
 * SLIDER_PURGE_EVERY_MS window (its key), so a busy window adds one row to the jobs, not one per
 * puzzle, and a quiet site schedules none.
 */
export async function schedulePurgeAfter(db: Db, now: Date) {
  const window = Math.floor(now.getTime() / SLIDER_PURGE_EVERY_MS);
  await scheduleJob(db, sliderPurgeJob, {
    key: String(window),
    payload: {},
    dueAt: new Date((window + 1) * SLIDER_PURGE_EVERY_MS + SLIDER_CHALLENGE_TTL_MS),
  });
}
