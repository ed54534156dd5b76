import type { Feature } from '../platform/feature';
import { registerAuditRoutes } from './routes/audit';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerOperatorRoutes } from './routes/operators';
import { registerPlayerRoutes } from './routes/players';
import { registerQueueRoutes } from './routes/queues';
import { registerPromotionRoutes } from './routes/promotions';
import { registerContentRoutes } from './routes/content';
import { registerGameRoutes } from './routes/games';
import { registerSessionRoutes } from './routes/session';

/**
 * The back office's calls (`/api/admin/…`, the admin contract): each group's routes, every one
 * checked against the role table before it runs (adminRoute.ts).
 */
export const adminFeature: Feature = {
  name: 'admin',
  async routes(deps) {
    for (const register of [
      registerSessionRoutes,
      registerOperatorRoutes,
      registerAuditRoutes,
      registerDashboardRoutes,
      registerPlayerRoutes,
      registerCatalogueRoutes,
      registerQueueRoutes,
      registerPromotionRoutes,
      registerContentRoutes,
      registerGameRoutes,
    ]) {
      await register(deps);
    }
  },
};
