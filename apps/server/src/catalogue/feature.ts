import type { Feature } from '../platform/feature';
import { seedCatalogue } from './seed';

/**
 * An empty database gets the catalogue and the boxes at start (about 0.3 s), so a fresh
 * `pnpm start` has boxes to open; a seeded one is left alone. `pnpm ops catalogue-seed` does the
 * same on demand.
 */
export const catalogueFeature: Feature = {
  name: 'catalogue',
  seed: ({ db, config }) => seedCatalogue(db, config.economy.BOX_RTP),
};
