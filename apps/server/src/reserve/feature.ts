import type { Feature } from '../platform/feature';
import { reserveOpenJob } from './jobs';
import { registerReserveRoutes } from './routes';

/**
 * Reservations (GAMES.md section 8): the calls, and the job that opens an event and tells the
 * players who reserved it.
 */
export const reserveFeature: Feature = {
  name: 'reserve',
  routes: registerReserveRoutes,
  jobs: () => [reserveOpenJob],
};
