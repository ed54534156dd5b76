import { useEffect } from 'react';
import {
  BODY_FONT_SIZE,
  ROOT_FONT_RECOMPUTE_DELAY,
  pixelRatio,
  rootFontSizeCssPx,
} from './rootFont';

function apply() {
  const ratio = pixelRatio(navigator.userAgent, window.devicePixelRatio);
  const root = document.documentElement;
  root.dataset.dpr = String(ratio);
  root.style.fontSize = `${rootFontSizeCssPx(root.clientWidth || window.innerWidth, ratio)}px`;
  document.body.style.fontSize = `${BODY_FONT_SIZE}px`;
}

/** Mobile layout only: keeps the root font size at width/10 (see rootFont.ts). */
export function useMobileRootFont() {
  useEffect(() => {
    apply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, ROOT_FONT_RECOMPUTE_DELAY);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) later();
    };
    window.addEventListener('resize', later);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', later);
      window.removeEventListener('pageshow', onPageShow);
      document.documentElement.style.fontSize = '';
      document.body.style.fontSize = '';
    };
  }, []);
}
