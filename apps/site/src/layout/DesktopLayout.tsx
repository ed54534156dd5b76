import { Outlet } from 'react-router-dom';
import { SiteHeader } from './SiteHeader';
import { useLayoutCrossing } from './useLayoutCrossing';
import { usePageChrome } from './usePageChrome';

/** The /p shell. */
export function DesktopLayout() {
  useLayoutCrossing('p');
  const { chrome } = usePageChrome();
  return (
    <div data-layout="p" css={{ minHeight: '100vh' }}>
      {chrome && <SiteHeader layout="p" />}
      <div css={{ maxWidth: 1280, margin: '0 auto' }}>
        <Outlet />
      </div>
    </div>
  );
}
