import type { RouteObject } from 'react-router-dom';

/** The screens one area of the site adds under /m and under /p (paths relative to the prefix). */
export interface AreaRoutes {
  m: RouteObject[];
  p: RouteObject[];
  /** Children of the desktop user centre /p/me (e.g. 'bag', 'personal'), framed by its menu. */
  me?: RouteObject[];
}
