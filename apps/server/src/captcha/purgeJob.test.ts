import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliderChallenges } from '../db/schema';
import { jobs } from '../db/schema/jobs';
import { runDueJobs } from '../runtime/jobs';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { SLIDER_PURGE_EVERY_MS, sliderPurgeJob } from './purgeJob';
import { SLIDER_CHALLENGE_TTL_MS } from './rules/slider';
import { issueSliderChallenge } from './sliderChallenges';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const windowStart = new Date(Math.ceil(Date.now() / SLIDER_PURGE_EVERY_MS) * SLIDER_PURGE_EVERY_MS);
const at = (ms: number) => new Date(windowStart.getTime() + ms);

describe('expired slider challenges are purged by a database job (issue 13 #5)', () => {
  it('schedules one sweep per window however many puzzles are issued', async () => {
    for (let i = 0; i < 30; i += 1) await issueSliderChallenge(database.db, at(i * 1000));
    const scheduled = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, sliderPurgeJob.kind));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.dueAt).toEqual(at(SLIDER_PURGE_EVERY_MS + SLIDER_CHALLENGE_TTL_MS));
  });

  it('deletes what expired when the sweep is due, and keeps what can still be answered', async () => {
    const due = at(SLIDER_PURGE_EVERY_MS + SLIDER_CHALLENGE_TTL_MS);
    // A puzzle of the next window, issued a minute before the sweep: still answerable.
    const fresh = await issueSliderChallenge(database.db, new Date(due.getTime() - 60_000));
    const early = await runDueJobs(database.db, [sliderPurgeJob], { now: at(1000) });
    expect(early.done).toBe(0);

    const report = await runDueJobs(database.db, [sliderPurgeJob], { now: due });
    expect(report).toEqual({ done: 1, failures: [] });
    const left = await database.db.select({ id: sliderChallenges.id }).from(sliderChallenges);
    expect(left).toEqual([{ id: fresh.captchaId }]);
  });
});
