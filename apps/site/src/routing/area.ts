import type { RouteObject } from 'react-router-dom';

/** The screens one area of the site adds under /m and under /p (paths relative to the prefix). */
export interface AreaRoutes {
  m: RouteObject[];
  p: RouteObject[];
}
