import { useEffect, useRef } from 'react';

/**
 * Calls `retry` when the browser says the network is back (the window's `online` event), while
 * `failed` holds: a load that failed offline recovers by itself, without a reload or a tap.
 */
export function useNetworkReturn(failed: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
