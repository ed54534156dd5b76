import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { siteMessages } from '../../i18n/siteMessages';
import type { Layout } from '../../layout/device';
import type { RouteHandle } from '../../layout/usePageChrome';
import type { AreaRoutes } from '../../routing/area';
import { Home } from '../home/Home';
import { HELP_PAGES, type HelpPage } from '../help/pages';
import { gameRouteMessages as names } from './routeMessages';

// Every screen but home is its own chunk, so the first screen loads only what it shows.
const OpenBox = lazy(() => import('../openbox/OpenBox').then((m) => ({ default: m.OpenBox })));
const Bag = lazy(() => import('../bag/Bag').then((m) => ({ default: m.Bag })));
const Record = lazy(() => import('../record/Record').then((m) => ({ default: m.Record })));
const Recharge = lazy(() => import('../recharge/Recharge').then((m) => ({ default: m.Recharge })));
const Mall = lazy(() => import('../mall/Mall').then((m) => ({ default: m.Mall })));
const Fairness = lazy(() => import('../fairness/Fairness').then((m) => ({ default: m.Fairness })));
const Help = lazy(() => import('../help/Help').then((m) => ({ default: m.Help })));

function screen(Screen: ComponentType<{ layout: Layout }>, layout: Layout): ReactNode {
  return (
    <Suspense fallback={null}>
      <Screen layout={layout} />
    </Suspense>
  );
}

const title = (message: RouteHandle['title']): RouteHandle => ({ title: message });

function helpRoutes(layout: Layout): RouteObject[] {
  // SPEC section 2: the mobile help group has a contact page, the desktop one does not.
  const pages = HELP_PAGES.filter((page) => layout === 'm' || page.path !== 'contact');
  return [
    { index: true, element: <Navigate to="regulations" replace /> },
    ...pages.map((page: HelpPage) => ({
      path: page.path,
      handle: title(names[page.path]),
      element: (
        <Suspense fallback={null}>
          <Help layout={layout} page={page} pages={pages} />
        </Suspense>
      ),
    })),
  ];
}

/** Boxes, bag, records, recharge, mall, fairness and the help pages. */
export const gameRoutes: AreaRoutes = {
  m: [
    { path: 'home', handle: title(siteMessages.routeHome), element: <Home layout="m" /> },
    { path: 'openbox', handle: title(names.openbox), element: screen(OpenBox, 'm') },
    { path: 'bag', handle: title(names.myBag), element: screen(Bag, 'm') },
    { path: 'record', handle: title(names.myRecord), element: screen(Record, 'm') },
    { path: 'recharge', handle: title(names.recharge), element: screen(Recharge, 'm') },
    { path: 'mall', handle: title(names.mall), element: screen(Mall, 'm') },
    { path: 'fairness', handle: title(names.fairness), element: screen(Fairness, 'm') },
    { path: 'help', children: helpRoutes('m') },
  ],
  p: [
    { path: 'home', handle: title(siteMessages.routeHome), element: <Home layout="p" /> },
    { path: 'openbox', handle: title(names.openbox), element: screen(OpenBox, 'p') },
    // SPEC's desktop list has no recharge route; the side menu's "recharge centre" opens this.
    { path: 'recharge', handle: title(names.recharge), element: screen(Recharge, 'p') },
    { path: 'mall', handle: title(names.mall), element: screen(Mall, 'p') },
    { path: 'fairness', handle: title(names.fairness), element: screen(Fairness, 'p') },
  ],
  // Framed by the desktop user centre (/p/me): SPEC section 2 lists bag, record and help there.
  me: [
    { path: 'bag', handle: title(names.myBag), element: screen(Bag, 'p') },
    { path: 'record', handle: title(names.myRecord), element: screen(Record, 'p') },
    { path: 'help', children: helpRoutes('p') },
  ],
};
