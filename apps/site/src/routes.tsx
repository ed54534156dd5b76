import { lazy, type ComponentType } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { screenCatalogueReady } from './i18n/catalogues';
import { DesktopLayout } from './layout/DesktopLayout';
import { MobileLayout } from './layout/MobileLayout';
import { UserCentre } from './layout/UserCentre';
import { currentLayout } from './layout/device';
import { screenDeclarations, type ScreenDeclaration } from './routing/manifest';
import { RouteTable } from './routing/routeTable';
import { screenRoutes, type MountedScreen } from './routing/screenRoutes';

/** / goes to the home of the layout that fits the device (SPEC section 2). */
function RootRedirect() {
  return <Navigate to={`/${currentLayout()}/home`} replace />;
}

/** /jump?url=/x goes to /m/x on mobile or narrow windows, otherwise /p/x. */
function Jump() {
  const [params] = useSearchParams();
  const url = params.get('url') ?? '/home';
  const path = url.startsWith('/') ? url : `/${url}`;
  return <Navigate to={`/${currentLayout()}${path}`} replace />;
}

/** One component per screen, made once: a lazy one loads its chunk the first time it shows. */
function componentOf(screen: ScreenDeclaration): ComponentType {
  if (screen.component) return screen.component;
  const load = screen.load;
  if (!load) throw new Error('A screen declares load or component.');
  // The screen's texts come with it: its chunk carries its zh messages in the production build,
  // elsewhere the whole catalogue loads (the entry may hold the first screen's messages only).
  return lazy(() =>
    load().then((component) => screenCatalogueReady().then(() => ({ default: component }))),
  );
}

const screens: MountedScreen[] = screenDeclarations().map(([, screen]) => ({
  screen,
  Screen: componentOf(screen),
}));

export const siteRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/jump', element: <Jump /> },
  {
    path: '/m',
    element: <MobileLayout />,
    children: [
      { index: true, element: <Navigate to="/m/home" replace /> },
      ...screenRoutes(screens, 'm', ''),
    ],
  },
  {
    path: '/p',
    element: <DesktopLayout />,
    children: [
      { index: true, element: <Navigate to="/p/home" replace /> },
      ...screenRoutes(screens, 'p', ''),
      {
        path: 'me',
        element: <UserCentre />,
        children: [
          { index: true, element: <Navigate to="/p/me/bag" replace /> },
          ...screenRoutes(screens, 'p', 'me/'),
        ],
      },
    ],
  },
  { path: '*', element: <RootRedirect /> },
];

/** Every route of the site, rendered inside the app's router. */
export function SiteRoutes() {
  return <RouteTable routes={siteRoutes} />;
}
