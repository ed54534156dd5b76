import { session as sessionContract } from '@skinbox/api/admin';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useText } from '../i18n/useText';
import { SignInScreen } from '../screens/signin/SignInScreen';
import { Shell } from '../shell/Shell';
import { useConsole } from '../stores/storeContext';
import { homePath, screensFor } from './screens';

/** Opened once per operator, from the setup link: its own chunk, not the sign-in page's. */
const SetupScreen = lazy(() => import('../screens/signin/SetupScreen'));

/** The setup link's path inside the console (the contract's SETUP_PATH without /admin). */
const SETUP_ROUTE = sessionContract.SETUP_PATH.replace(/^\/admin/, '');

/**
 * Signed out: the sign-in screen at every address (and the setup link). Signed in: the shell
 * with the screens the operator's roles allow; any other address goes to the first of them.
 */
export const ConsoleRoutes = observer(function ConsoleRoutes() {
  const { session } = useConsole();
  const t = useText();
  if (!session.operator) {
    return (
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <Routes>
          <Route path={SETUP_ROUTE} element={<SetupScreen />} />
          <Route path="*" element={<SignInScreen />} />
        </Routes>
      </Suspense>
    );
  }
  const screens = screensFor(session.operator.roles);
  const home = homePath(session.operator.roles);
  return (
    <Shell>
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <Routes>
          {screens.map(({ id, path, component: Screen }) => (
            <Route key={id} path={path} element={<Screen />} />
          ))}
          <Route
            path="*"
            element={home ? <Navigate to={home} replace /> : <p>{t('nav.nothing')}</p>}
          />
        </Routes>
      </Suspense>
    </Shell>
  );
});
