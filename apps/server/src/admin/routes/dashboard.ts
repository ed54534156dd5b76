import { dashboard as calls } from '@skinbox/api/admin';
import { boxRtpFigures, dashboardSeries, dashboardSummary, topWins } from '../../dashboard/queries';
import { resolveWindow } from '../../dashboard/window';
import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';

export function registerDashboardRoutes(deps: ModuleDeps) {
  const { db, hub, clock } = deps;
  adminRoute(deps, 'dashboard.overview', async (input, { now }) =>
    dashboardSummary(db, resolveWindow(input, clock, now), await hub.onlineCount()),
  );
  adminRoute(deps, 'dashboard.series', (input, { now }) =>
    dashboardSeries(db, resolveWindow(input, clock, now), clock.zone),
  );
  adminRoute(deps, 'dashboard.rtp', async (input, { now }) => ({
    boxes: await boxRtpFigures(db, resolveWindow(input, clock, now)),
  }));
  adminRoute(deps, 'dashboard.topWins', (input, { now }) =>
    topWins(db, resolveWindow(input, clock, now), calls.TOP_WINS),
  );
}
