import type { Feature } from '../platform/feature';
import { registerLucky } from './routes';

/** Lucky items: a chance at a catalogue item for a share of its price. */
export const luckyFeature: Feature = { name: 'lucky', routes: registerLucky };
