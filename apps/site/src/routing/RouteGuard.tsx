import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Layout } from '../layout/device';
import { guard } from './guard';
import { saveReturnAddress } from './returnAddress';
import { useSessionStorage } from './sessionStorage';

/**
 * Applies the pure guard (guard.ts) to every navigation inside a layout. A protected page without
 * a token saves its address; mobile then goes to /m/sign, desktop stays where it was (or home on a
 * first load) and opens the sign-in overlay. Nothing of a refused page is rendered.
 */
export const RouteGuard = observer(function RouteGuard({
  layout,
  children,
}: {
  layout: Layout;
  children: ReactNode;
}) {
  const { user, ui } = useStores();
  const storage = useSessionStorage();
  const location = useLocation();
  const navigate = useNavigate();
  const allowedPath = useRef<string | undefined>(undefined);
  const decision = guard({
    path: location.pathname,
    fromPath: allowedPath.current,
    hasToken: user.isLoggedIn,
    reserveStatus: user.reserveStatus,
    layout,
  });
  const address = location.pathname + location.search;

  useLayoutEffect(() => {
    if (decision.kind === 'allow') {
      allowedPath.current = location.pathname;
      return;
    }
    if (decision.saveReturnAddress) saveReturnAddress(storage, address);
    if (decision.kind === 'redirect') {
      navigate(decision.to, { replace: true });
      return;
    }
    ui.openSignIn();
    navigate(allowedPath.current ?? `/${layout}/home`, { replace: true });
  }, [decision.kind, address, location.pathname, layout, navigate, storage, ui, decision]);

  return decision.kind === 'allow' ? children : null;
});
