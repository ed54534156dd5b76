import { Outlet } from 'react-router-dom';
import { AppViews } from '../app/AppViews';
import { CallFailureFrame } from '../shared/frame/CallFailureFrame';
import { LayoutContext } from '../routing/layoutContext';
import { requireHref, SITE_LAYOUTS } from '../routing/manifest';
import { RouteGuard } from '../routing/RouteGuard';
import { SiteFooter } from './SiteFooter';
import { LiveDrops } from './LiveDrops';
import { SiteHeader } from './SiteHeader';
import { useLayoutCrossing } from './useLayoutCrossing';
import { ModuleListRecovery } from './ModuleListRecovery';
import { usePageChrome } from './usePageChrome';

/** The /p shell: header with the top navigation, the routed view, the footer. */
export function DesktopLayout() {
  useLayoutCrossing('p');
  const { chrome } = usePageChrome();
  return (
    <LayoutContext value={SITE_LAYOUTS.p}>
      <div
        data-layout="p"
        css={(theme) => ({
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          color: theme.color.text,
          fontFamily: theme.fontFamily,
        })}
      >
        {chrome && <SiteHeader layout="p" />}
        {chrome && <LiveDrops />}
        <ModuleListRecovery />
        {/* A full screen at least, so the footer starts below the fold: on a short page it stood
            in view while the page loaded and every answer that lengthened the page pushed it
            down (Lighthouse counted 0.11 of layout shift for it on /p/roll and /p/openbox). */}
        <div css={{ flex: 1, minHeight: '100vh', width: '100%', maxWidth: 1280, margin: '0 auto' }}>
          <AppViews layout="p">
            <RouteGuard layout="p">
              <CallFailureFrame homeHref={requireHref('home', 'p')}>
                <Outlet />
              </CallFailureFrame>
            </RouteGuard>
          </AppViews>
        </div>
        {chrome && <SiteFooter />}
      </div>
    </LayoutContext>
  );
}
