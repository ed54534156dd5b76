import type { ModuleDeps } from '../app';
import { seedMall } from '../mall/seedMall';
import { loadEconomyConfig } from '../money/economyConfig';
import { seedCatalogue } from './seed';

/**
 * An empty database gets the catalogue, the boxes and the mall at start (about 0.3 s), so a fresh
 * `pnpm start` has boxes to open; a seeded one is left alone. `pnpm ops catalogue:seed` does the
 * same on demand.
 */
export async function registerCatalogue({ db }: ModuleDeps) {
  await seedCatalogue(db, loadEconomyConfig().BOX_RTP);
  await seedMall(db);
}
