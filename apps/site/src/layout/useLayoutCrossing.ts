import { useEffect } from 'react';
import { CROSSING_SETTLE_MS, crossingTarget } from './crossing';
import type { Layout } from './device';

/**
 * Reloads into the other layout's home when the window crosses 1024 px (SPEC section 2) and stays
 * across for CROSSING_SETTLE_MS.
 */
export function useLayoutCrossing(
  layout: Layout,
  reload: (url: string) => void = (url) => window.location.replace(url),
) {
  useEffect(() => {
    let settledWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const target = crossingTarget(
        layout,
        settledWidth,
        window.innerWidth,
        window.location.search,
      );
      settledWidth = window.innerWidth;
      if (target) reload(target);
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, CROSSING_SETTLE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [layout, reload]);
}
