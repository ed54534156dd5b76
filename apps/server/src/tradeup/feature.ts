import type { Feature } from '../platform/feature';
import { registerAmmoBoxes } from './ammobox/routes';
import { seedAmmoBoxes } from './ammobox/seedAmmoBoxes';
import { registerContract } from './contract/routes';
import { registerRefining } from './refining/routes';
import { registerReplacement } from './replacement/routes';
import { seedReplaceStock } from './replacement/seedStock';

/**
 * The trade-up family (GAMES.md section 5): replacement, contract, refining into ammo, ammo boxes.
 * Listed after the catalogue, whose items they stock and draw from.
 */
export const replacementFeature: Feature = {
  name: 'replacement',
  routes: registerReplacement,
  seed: ({ db }) => seedReplaceStock(db),
};

export const contractFeature: Feature = { name: 'contract', routes: registerContract };

export const refiningFeature: Feature = { name: 'refining', routes: registerRefining };

export const ammoBoxFeature: Feature = {
  name: 'ammoBox',
  routes: registerAmmoBoxes,
  seed: ({ db, config }) => seedAmmoBoxes(db, config.tradeup.ammoBoxRtpBasisPoints),
};
