import type { ModuleName } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useHref } from './layoutContext';
import { firstOpenPage } from './moduleSwitches';

/**
 * A group's own address (/m/help): its first page whose module switch is on, so a switched-off
 * first page does not send the player home. Until the module list has arrived nothing is decided.
 */
export const FirstOpenPage = observer(function FirstOpenPage({
  pages,
}: {
  pages: readonly { path: string; module?: ModuleName }[];
}) {
  const { app } = useStores();
  const home = useHref('home');
  if (app.modules.length === 0) return <Loading />;
  const path = firstOpenPage(pages, (module) => app.isModuleOn(module));
  return <Navigate to={path ?? home} replace />;
});
