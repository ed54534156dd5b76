import type { Feature } from '../platform/feature';
import { siteClock } from '../runtime/siteClock';
import { seedRewardBoxes } from '../welfare/rewardBoxes';
import { scheduleTimedBoxDraw, timedBoxDrawJob } from './jobs';
import { TIMED_REWARD_BOXES } from './names';
import { registerTimebox } from './routes';
import { TIMED_BOX_SLOTS } from './rules/boxes';

/**
 * Timed boxes: their calls, the boxes the seed makes from the catalogue, and the draw at the end
 * of each box's period, whose chains the start phase makes sure of.
 */
export const timeboxFeature: Feature = {
  name: 'timebox',
  routes: registerTimebox,
  async seed({ db, config }) {
    await seedRewardBoxes(db, TIMED_REWARD_BOXES);
    const clock = siteClock(config.SITE_TIME_ZONE);
    const job = timedBoxDrawJob(clock);
    const now = new Date();
    for (const slot of TIMED_BOX_SLOTS) await scheduleTimedBoxDraw(db, clock, job, slot, now);
  },
  jobs: (config) => [timedBoxDrawJob(siteClock(config.SITE_TIME_ZONE))],
};
