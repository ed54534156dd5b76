import { dashboard as calls } from '@skinbox/api/admin';
import { boxRtpFigures, dashboardSeries, dashboardSummary, topWins } from '../../dashboard/queries';
import { resolveWindow } from '../../dashboard/window';
import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';

export function registerDashboardRoutes({ app, db, hub, clock }: ModuleDeps) {
  adminRoute(app, db, 'dashboard.overview', async (input) =>
    dashboardSummary(db, resolveWindow(input, clock), await hub.onlineCount()),
  );
  adminRoute(app, db, 'dashboard.series', (input) =>
    dashboardSeries(db, resolveWindow(input, clock), clock.zone),
  );
  adminRoute(app, db, 'dashboard.rtp', async (input) => ({
    boxes: await boxRtpFigures(db, resolveWindow(input, clock)),
  }));
  adminRoute(app, db, 'dashboard.topWins', (input) =>
    topWins(db, resolveWindow(input, clock), calls.TOP_WINS),
  );
}
