import type { Feature } from '../platform/feature';
import { registerActivity } from './routes';

/**
 * The festival and new-year activities of the ActivityConfig article (`pnpm ops activity-set`);
 * no timed work: an activity's window and days come from its config and the site clock.
 */
export const activityFeature: Feature = { name: 'activity', routes: registerActivity };
