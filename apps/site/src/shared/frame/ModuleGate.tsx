import type { ModuleName } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { CallErrorState } from './CallErrorState';

/**
 * A screen behind a module switch (SPEC section 6): the menus hide it while the module is off, and
 * an old link to it goes home. Until the module list has arrived nothing is decided; while asking
 * for it fails the page says so, with Retry (ModuleListRecovery asks again by itself too).
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
  if (app.modules.length === 0) {
    if (!app.modulesKnown && app.moduleListFailures > 0) {
      return (
        <CallErrorState failure="offline" homeHref={home} onRetry={() => void app.loadModules()} />
      );
    }
    return <Loading />;
  }
  if (!app.isModuleOn(module)) return <Navigate to={home} replace />;
  return children;
});
