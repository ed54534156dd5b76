import { useStores } from '@skinbox/stores';
import { Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';

/**
 * The referral pages show only while the Spread module is on (SPEC section 6): they wait for the
 * switches, and send the player home when it is off.
 */
export const SpreadGate = observer(function SpreadGate({ children }: { children: ReactNode }) {
  const { app } = useStores();
  const home = useHref('home');
  if (app.modules.length === 0) return <Loading />;
  if (!app.isModuleOn('Spread')) return <Navigate to={home} replace />;
  return <>{children}</>;
});
