import { Navigate, createBrowserRouter, useSearchParams, type RouteObject } from 'react-router-dom';
import { DesktopLayout } from './layout/DesktopLayout';
import { MobileLayout } from './layout/MobileLayout';
import { UserCentre } from './layout/UserCentre';
import { currentLayout } from './layout/device';
import { accountRoutes } from './screens/account/routes';
import { gameRoutes } from './screens/game/routes';

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

const areas = [gameRoutes, accountRoutes];

export const siteRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/jump', element: <Jump /> },
  {
    path: '/m',
    element: <MobileLayout />,
    children: [
      { index: true, element: <Navigate to="/m/home" replace /> },
      ...areas.flatMap((a) => a.m),
    ],
  },
  {
    path: '/p',
    element: <DesktopLayout />,
    children: [
      { index: true, element: <Navigate to="/p/home" replace /> },
      ...areas.flatMap((a) => a.p),
      {
        path: 'me',
        element: <UserCentre />,
        children: [
          { index: true, element: <Navigate to="/p/me/bag" replace /> },
          ...areas.flatMap((a) => a.me ?? []),
        ],
      },
    ],
  },
  { path: '*', element: <RootRedirect /> },
];

export const router = createBrowserRouter(siteRoutes);
