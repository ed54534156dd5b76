import { siteMessages } from '../../i18n/siteMessages';
import type { RouteHandle } from '../../layout/usePageChrome';
import type { AreaRoutes } from '../../routing/area';
import { Home } from '../home/Home';

const home: RouteHandle = { title: siteMessages.routeHome };

/** Boxes, bag, records, recharge, mall, fairness and the help pages. */
export const gameRoutes: AreaRoutes = {
  m: [{ path: 'home', handle: home, element: <Home layout="m" /> }],
  p: [{ path: 'home', handle: home, element: <Home layout="p" /> }],
};
