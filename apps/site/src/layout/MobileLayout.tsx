import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AppViews } from '../app/AppViews';
import { CallFailureFrame } from '../shared/frame/CallFailureFrame';
import { LayoutContext } from '../routing/layoutContext';
import { requireHref, SITE_LAYOUTS } from '../routing/manifest';
import { RouteGuard } from '../routing/RouteGuard';
import { LiveDrops } from './LiveDrops';
import { SiteHeader } from './SiteHeader';
import { TabBar } from './TabBar';
import { useLayoutCrossing } from './useLayoutCrossing';
import { ModuleListRecovery } from './ModuleListRecovery';
import { useMobileRootFont } from './useMobileRootFont';
import { usePageChrome } from './usePageChrome';

/** Mobile has no sign-in overlay: a request for it (a 401, the header) opens /m/sign. */
const SignInAsPage = observer(function SignInAsPage() {
  const { ui } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ui.signInOpen) return;
    ui.closeSignIn();
    navigate(requireHref('sign', 'm'));
  }, [ui, ui.signInOpen, navigate]);
  return null;
});

/** The /m shell: root font scaled to the width, chrome hidden where SPEC says, the tab bar. */
export function MobileLayout() {
  useMobileRootFont();
  useLayoutCrossing('m');
  const { chrome } = usePageChrome();
  return (
    <LayoutContext value={SITE_LAYOUTS.m}>
      <div
        data-layout="m"
        css={(theme) => ({
          maxWidth: 540,
          margin: '0 auto',
          minHeight: '100vh',
          paddingBottom: chrome ? 64 : 0,
          boxSizing: 'border-box',
          color: theme.color.text,
          fontFamily: theme.fontFamily,
        })}
      >
        {chrome && <SiteHeader layout="m" />}
        {chrome && <LiveDrops />}
        <ModuleListRecovery />
        <AppViews layout="m">
          <RouteGuard layout="m">
            <CallFailureFrame homeHref={requireHref('home', 'm')}>
              <Outlet />
            </CallFailureFrame>
          </RouteGuard>
        </AppViews>
        {chrome && <TabBar />}
        <SignInAsPage />
      </div>
    </LayoutContext>
  );
}
