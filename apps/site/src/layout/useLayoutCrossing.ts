import { useEffect } from 'react';
import { crossingTarget } from './crossing';
import type { Layout } from './device';

/** Reloads into the other layout's home when the window crosses 1024 px (SPEC section 2). */
export function useLayoutCrossing(
  layout: Layout,
  reload: (url: string) => void = (url) => window.location.replace(url),
) {
  useEffect(() => {
    let previousWidth = window.innerWidth;
    const onResize = () => {
      const target = crossingTarget(
        layout,
        previousWidth,
        window.innerWidth,
        window.location.search,
      );
      previousWidth = window.innerWidth;
      if (target) reload(target);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [layout, reload]);
}
