import type { ModuleName } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { moduleOpen } from '../../routing/moduleSwitches';

/**
 * A screen behind a module switch (SPEC section 6): the menus hide it while the module is off, and
 * an old link to it goes home. Until the module list has arrived
 * the screen shows (moduleOpen): navigation never waits for data.
 */
export const ModuleGate = observer(function ModuleGate({
  module,
  children,
}: {
  module: ModuleName;
  children: ReactNode;
}) {
  const { app } = useStores();
  const home = useHref('home');
  if (!moduleOpen(app, module)) return <Navigate to={home} replace />;
  return children;
});
