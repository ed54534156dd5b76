import type { Feature } from '../platform/feature';
import { registerMall } from './routes';
import { seedMall } from './seedMall';

export const mallFeature: Feature = {
  name: 'mall',
  routes: registerMall,
  // After the catalogue's seed in the feature list: the mall is stocked from the catalogue.
  seed: ({ db }) => seedMall(db),
};
