import type { ModuleName } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { CallErrorState } from './CallErrorState';

/**
 * A screen behind a module switch (SPEC section 6): the menus hide it while the module is off, and
 * an old link to it goes home. Until the module list has arrived the screen shows as if its module
 * were on (its own skeletons, its calls already on their way: a signed-in player's module list is
 * not among the page's first answers, and a spinner in its place hid the screen on a slow network);
 * a module found off then sends the visitor home. While asking for the list fails the page says
 * so, with Retry (ModuleListRecovery asks again by itself too).
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
  if (!app.modulesKnown) {
    if (app.moduleListFailures === 0) return children;
    return (
      <CallErrorState failure="offline" homeHref={home} onRetry={() => void app.loadModules()} />
    );
  }
  if (!app.isModuleOn(module)) return <Navigate to={home} replace />;
  return children;
});
