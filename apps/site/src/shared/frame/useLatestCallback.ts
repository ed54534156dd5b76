import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and calls the latest `callback`: a handler
 * a memoised part can take without re-rendering each time its screen does. For event handlers
 * only (it calls the callback of the last committed render, not of one in progress).
 */
export function useLatestCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
