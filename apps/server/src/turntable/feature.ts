import type { Feature } from '../platform/feature';
import { registerTurntable } from './routes';

/** The lucky turntable: a spin a week on the site clock, no timed work of its own. */
export const turntableFeature: Feature = { name: 'turntable', routes: registerTurntable };
