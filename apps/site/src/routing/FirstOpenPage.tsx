import type { ModuleName } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useHref } from './layoutContext';
import { firstOpenPage, moduleOpen } from './moduleSwitches';

/**
 * A group's own address (/m/help): its first page whose module switch is on, so a switched-off
 * first page does not send the player home. Until the module list
 * has arrived every page counts as open (moduleOpen).
 */
export const FirstOpenPage = observer(function FirstOpenPage({
  pages,
}: {
  pages: readonly { path: string; module?: ModuleName }[];
}) {
  const { app } = useStores();
  const home = useHref('home');
  const path = firstOpenPage(pages, (module) => moduleOpen(app, module));
  return <Navigate to={path ?? home} replace />;
});
