import type { Feature } from '../platform/feature';
import { battleJobs } from './jobs';
import { registerBattles } from './routes';
import { countFinishedBattles } from './statistics';

/**
 * Box battles: their calls, their jobs (dissolve, rounds, settlement, the lobby's news, the
 * schedule of official rooms), and at start the schedule resumed when an operator set one.
 */
export const battlesFeature: Feature = {
  name: 'battles',
  routes: registerBattles,
  jobs: ({ config, hub }) => Object.values(battleJobs(config, hub)),
  statistics: { battleCount: countFinishedBattles },
};
