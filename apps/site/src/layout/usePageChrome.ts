import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../analytics/pageViews';
import { siteMessages } from '../i18n/siteMessages';
import { useRouteHandles } from '../routing/routeTable';
import { pageTitle } from './chrome';

/** What a route declares in its `handle`. */
export interface RouteHandle {
  /** Translated route name for the page title; omit for the site title alone. */
  title?: MessageDescriptor;
  /** Header and footer hidden (SPEC section 2: create battle, activity, reserve). */
  chromeless?: boolean;
}

/**
 * After every navigation: the page title (site title - route name) and one page view. Returns
 * whether header and footer show: not on a route whose handle says chromeless.
 */
export function usePageChrome(): { chrome: boolean } {
  const intl = useIntl();
  const location = useLocation();
  const handles = useRouteHandles() as RouteHandle[];
  const handle = [...handles].reverse().find((h) => h.title);
  const routeName = handle?.title ? intl.formatMessage(handle.title) : undefined;

  useEffect(() => {
    document.title = pageTitle(intl.formatMessage(siteMessages.title), routeName);
  }, [intl, routeName]);

  useEffect(() => {
    trackPageView(location.pathname + location.search);
  }, [location.pathname, location.search]);

  return { chrome: !handles.some((h) => h.chromeless) };
}
