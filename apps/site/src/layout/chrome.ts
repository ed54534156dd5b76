/** "Site title - route name", or the site title alone when the route has no name. */
export function pageTitle(siteTitle: string, routeName: string | undefined): string {
  return routeName ? `${siteTitle} - ${routeName}` : siteTitle;
}
