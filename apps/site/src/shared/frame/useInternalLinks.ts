import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A ref for a container of the kit's plain links (CaseCard, DropTicker): a click on a link to
 * this site goes through the router, as a router Link would, instead of reloading the page. A
 * click the browser should handle itself (another tab, a modifier key, another site) is left
 * alone. One listener on the container serves every link in it.
 */
export function useInternalLinks(): (container: HTMLElement | null) => void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  return useCallback((container) => {
    if (!container) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a');
      if (!link || !link.href || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void latest.current(url.pathname + url.search + url.hash);
    };
    container.addEventListener('click', follow);
    return () => container.removeEventListener('click', follow);
  }, []);
}
