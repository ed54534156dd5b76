import type { Feature } from '../platform/feature';
import { countOpens } from './queries';
import { registerBoxes } from './routes';

export const boxesFeature: Feature = {
  name: 'boxes',
  routes: registerBoxes,
  // getPlatformStatistics counts real opens.
  statistics: { boxOpenCount: countOpens },
};
