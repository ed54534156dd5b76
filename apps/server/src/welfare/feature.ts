import type { Feature } from '../platform/feature';
import { siteClock } from '../runtime/siteClock';
import { scheduleWelfareDrop, welfareDropJob } from './jobs';
import { WELFARE_BOXES } from './names';
import { seedRewardBoxes } from './rewardBoxes';
import { registerWelfare } from './routes';

/**
 * Welfare (grade) boxes: their calls, the boxes the seed makes from the catalogue, and the 00:00
 * drop of welfare points, whose chain the start phase makes sure of.
 */
export const welfareFeature: Feature = {
  name: 'welfare',
  routes: registerWelfare,
  async seed({ db, config }) {
    await seedRewardBoxes(db, WELFARE_BOXES);
    const clock = siteClock(config.SITE_TIME_ZONE);
    await scheduleWelfareDrop(db, clock, welfareDropJob(clock), new Date());
  },
  jobs: (config) => [welfareDropJob(siteClock(config.SITE_TIME_ZONE))],
};
