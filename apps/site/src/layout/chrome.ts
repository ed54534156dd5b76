/** SPEC section 2: header and footer are hidden on these paths. */
export const CHROMELESS_PATHS: readonly string[] = [
  '/m/createbattle',
  '/m/activity',
  '/p/activity',
  '/m/reserve',
];

export function showsChrome(path: string): boolean {
  return !CHROMELESS_PATHS.includes(path);
}

/** "Site title - route name", or the site title alone when the route has no name. */
export function pageTitle(siteTitle: string, routeName: string | undefined): string {
  return routeName ? `${siteTitle} - ${routeName}` : siteTitle;
}
