import type { Feature } from '../platform/feature';
import { rollJobs } from './jobs';
import { registerRoll } from './routes';

/** Roll rooms: their calls, and the draw and notice jobs. */
export const rollFeature: Feature = {
  name: 'roll',
  routes: registerRoll,
  jobs: ({ hub }) => Object.values(rollJobs(hub)),
};
