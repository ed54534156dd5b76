import type { Feature } from '../platform/feature';
import { welfareDropJob } from './jobs';
import { WELFARE_BOXES } from './names';
import { seedRewardBoxes } from './rewardBoxes';
import { registerWelfare } from './routes';

/**
 * Welfare (grade) boxes: their calls, the boxes the seed makes from the catalogue, and the 00:00
 * drop of welfare points (a recurring chain).
 */
export const welfareFeature: Feature = {
  name: 'welfare',
  routes: registerWelfare,
  seed: ({ db }) => seedRewardBoxes(db, WELFARE_BOXES),
  jobs: ({ clock }) => [welfareDropJob(clock)],
};
