import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children, rendered in a second pass that React may interrupt, right after the screen around
 * them first shows: for a part below the fold whose render would only lengthen the screen's first
 * task (the page's blocking time) without showing anything sooner.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
