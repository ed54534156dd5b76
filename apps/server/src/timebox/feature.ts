import type { Feature } from '../platform/feature';
import { seedRewardBoxes } from '../welfare/rewardBoxes';
import { timedBoxJobs } from './jobs';
import { TIMED_REWARD_BOXES } from './names';
import { registerTimebox } from './routes';

/**
 * Timed boxes: their calls, the boxes the seed makes from the catalogue, and the draw at the end
 * of each box's period (a recurring chain per box, each joined player's roll a share of its own).
 */
export const timeboxFeature: Feature = {
  name: 'timebox',
  routes: registerTimebox,
  seed: ({ db }) => seedRewardBoxes(db, TIMED_REWARD_BOXES),
  jobs: ({ clock }) => Object.values(timedBoxJobs(clock)),
};
