import { Outlet } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';
import { useLayoutCrossing } from './useLayoutCrossing';
import { useMobileRootFont } from './useMobileRootFont';
import { usePageChrome } from './usePageChrome';

/** The /m shell: root font scaled to the width, chrome hidden where SPEC says. */
export function MobileLayout() {
  useMobileRootFont();
  useLayoutCrossing('m');
  const { chrome } = usePageChrome();
  return (
    <div data-layout="m" css={{ maxWidth: 540, margin: '0 auto', minHeight: '100vh' }}>
      {chrome && <SiteHeader layout="m" />}
      <Outlet />
    </div>
  );
}
