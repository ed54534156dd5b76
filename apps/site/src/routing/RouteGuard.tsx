import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Layout } from '../layout/device';
import { requireHref } from './manifest';
import { guard, SITE_GUARD_RULES, type GuardRules } from './guard';
import { saveReturnAddress } from './returnAddress';
import { useSessionStorage } from './sessionStorage';

/**
 * Applies the pure guard (guard.ts) to every navigation inside a layout. A protected page without
 * a token saves its address; mobile then goes to /m/sign, desktop stays where it was (or home on a
 * first load) and opens the sign-in overlay. Nothing of a refused page is rendered; a battle page
 * closed to the player sends them home, where the app says why (ClosedPageNotice).
 */
export const RouteGuard = observer(function RouteGuard({
  layout,
  rules = SITE_GUARD_RULES,
  children,
}: {
  layout: Layout;
  /** The protected addresses; the site's own unless a test hands in SPEC's. */
  rules?: GuardRules;
  children: ReactNode;
}) {
  const { user, ui } = useStores();
  const storage = useSessionStorage();
  const location = useLocation();
  const navigate = useNavigate();
  const allowedPath = useRef<string | undefined>(undefined);
  const decision = guard(
    {
      path: location.pathname,
      fromPath: allowedPath.current,
      hasToken: user.isLoggedIn,
      reserveStatus: user.reserveStatus,
      layout,
    },
    rules,
  );
  const address = location.pathname + location.search;

  // A passive effect: on a first load the router starts listening to the address in its own
  // layout effect, after this child's; a redirect made in a layout effect would be lost.
  useEffect(() => {
    if (decision.kind === 'allow') {
      allowedPath.current = location.pathname;
      return;
    }
    if (decision.saveReturnAddress) saveReturnAddress(storage, address);
    if (decision.kind === 'redirect') {
      if (decision.explain) ui.showClosedPage(address);
      navigate(decision.to, { replace: true });
      return;
    }
    ui.openSignIn();
    navigate(allowedPath.current ?? requireHref('home', layout), { replace: true });
  }, [decision.kind, address, location.pathname, layout, navigate, storage, ui, decision]);

  return decision.kind === 'allow' ? children : null;
});
