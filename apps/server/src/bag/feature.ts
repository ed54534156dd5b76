import { deliveryJob } from './delivery/deliveryJob';
import { configuredDeliveryProvider } from './delivery/provider';
import type { Feature } from '../platform/feature';
import { registerBag } from './routes';

/** The bag, and the job that settles its extractions when they are due. */
export const bagFeature: Feature = {
  name: 'bag',
  routes: (deps) => registerBag(deps, configuredDeliveryProvider(deps.config.economy)),
  jobs: ({ config }) => [deliveryJob(configuredDeliveryProvider(config.economy))],
};
