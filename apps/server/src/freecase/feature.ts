import type { Feature } from '../platform/feature';
import { seedRewardBoxes } from '../welfare/rewardBoxes';
import { FREE_CASE_BOX } from './names';
import { registerFreeCase } from './routes';

/** The free daily case (issue 30): its calls and the box the seed makes from the catalogue. */
export const freeCaseFeature: Feature = {
  name: 'freecase',
  routes: registerFreeCase,
  seed: ({ db }) => seedRewardBoxes(db, [FREE_CASE_BOX]),
};
