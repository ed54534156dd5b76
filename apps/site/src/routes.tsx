import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, useSearchParams, type RouteObject } from 'react-router-dom';
import { screenCatalogueReady } from './i18n/catalogues';
import { DesktopLayout } from './layout/DesktopLayout';
import type { Layout } from './layout/device';
import { MobileLayout } from './layout/MobileLayout';
import { UserCentre } from './layout/UserCentre';
import { currentLayout } from './layout/device';
import type { RouteHandle } from './layout/usePageChrome';
import { screenDeclarations, type ScreenDeclaration } from './routing/manifest';

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
  // The screen's texts come with it: in zh the whole catalogue (the entry holds the first
  // screen's messages only).
  return lazy(() =>
    Promise.all([load(), screenCatalogueReady()]).then(([component]) => ({ default: component })),
  );
}

const screens = screenDeclarations().map(([, screen]) => ({
  screen,
  Screen: componentOf(screen),
}));

function routeOf(
  { screen, Screen }: (typeof screens)[number],
  path: string,
  layout: Layout,
): RouteObject {
  const element = (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
  const chromeless = screen.chromeless?.includes(layout) ?? false;
  const handle = (title: RouteHandle['title']): RouteHandle | undefined =>
    title || chromeless ? { title, chromeless } : undefined;
  if (!screen.pages) return { path, handle: handle(screen.title), element };
  const pages = screen.pages(layout);
  return {
    path,
    children: [
      { index: true, element: <Navigate to={pages[0]?.path ?? '/'} replace /> },
      ...pages.map((page) => ({ path: page.path, handle: handle(page.title), element })),
    ],
  };
}

/** The routes of one layout whose path starts with `within` ('' or 'me/'), relative to it. */
function routesOf(layout: Layout, within: '' | 'me/'): RouteObject[] {
  return screens.flatMap((entry) => {
    const path = entry.screen[layout];
    if (path === undefined) return [];
    const inside = path.startsWith('me/') ? 'me/' : '';
    return inside === within ? [routeOf(entry, path.slice(within.length), layout)] : [];
  });
}

export const siteRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/jump', element: <Jump /> },
  {
    path: '/m',
    element: <MobileLayout />,
    children: [{ index: true, element: <Navigate to="/m/home" replace /> }, ...routesOf('m', '')],
  },
  {
    path: '/p',
    element: <DesktopLayout />,
    children: [
      { index: true, element: <Navigate to="/p/home" replace /> },
      ...routesOf('p', ''),
      {
        path: 'me',
        element: <UserCentre />,
        children: [
          { index: true, element: <Navigate to="/p/me/bag" replace /> },
          ...routesOf('p', 'me/'),
        ],
      },
    ],
  },
  { path: '*', element: <RootRedirect /> },
];

export const router = createBrowserRouter(siteRoutes);
