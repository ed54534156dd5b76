import type { Feature } from '../platform/feature';
import { crashRoundsLoop } from './loop';
import { registerCrash } from './routes';

/** The crash game: its calls, and its round loop run by the cluster's leader. */
export const crashFeature: Feature = {
  name: 'crash',
  routes: (deps) => registerCrash(deps),
  loops: ({ db, hub, config, log }) => [
    crashRoundsLoop(
      { db, hub, config: config.crash },
      { onError: (error) => log.error({ err: error }, 'crash loop step failed') },
    ),
  ],
};
