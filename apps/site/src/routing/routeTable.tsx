import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

const RouteTableContext = createContext<readonly RouteObject[]>([]);

/**
 * Renders the route of the address from `routes`, and lets useRouteHandles read the handles of
 * the matched routes. The declarative router: the data router's state machine (loaders,
 * actions, fetchers, revalidation), which the site does not use, was a third of the entry chunk.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }): ReactNode {
  const element = useRoutes(routes);
  return <RouteTableContext value={routes}>{element}</RouteTableContext>;
}

/** The `handle` of each route the address matches, outermost first, of the nearest RouteTable. */
export function useRouteHandles(): unknown[] {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(
    () =>
      (matchRoutes([...routes], pathname) ?? [])
        .map((match) => match.route.handle as unknown)
        .filter((handle) => handle !== undefined),
    [routes, pathname],
  );
}
