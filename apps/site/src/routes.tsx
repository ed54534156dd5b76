import { Navigate, createBrowserRouter, useSearchParams } from 'react-router-dom';
import { siteMessages } from './i18n/siteMessages';
import { DesktopLayout } from './layout/DesktopLayout';
import { MobileLayout } from './layout/MobileLayout';
import { currentLayout } from './layout/device';
import type { RouteHandle } from './layout/usePageChrome';
import { Home } from './screens/home/Home';

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

const home: RouteHandle = { title: siteMessages.routeHome };

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  { path: '/jump', element: <Jump /> },
  {
    path: '/m',
    element: <MobileLayout />,
    children: [
      { index: true, element: <Navigate to="/m/home" replace /> },
      { path: 'home', handle: home, element: <Home layout="m" /> },
    ],
  },
  {
    path: '/p',
    element: <DesktopLayout />,
    children: [
      { index: true, element: <Navigate to="/p/home" replace /> },
      { path: 'home', handle: home, element: <Home layout="p" /> },
    ],
  },
  { path: '*', element: <RootRedirect /> },
]);
