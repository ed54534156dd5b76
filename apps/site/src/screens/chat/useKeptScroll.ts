import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what a scrolled list shows in place while lines are put above it (an earlier page): call
 * `remember()` before asking for them; once the first line changes, the list scrolls down by the
 * height the new lines took, before the browser paints.
 */
export function useKeptScroll(list: RefObject<HTMLElement | null>, firstId: number | undefined) {
  const fromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [list, firstId]);
  return {
    remember() {
      const element = list.current;
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    },
  };
}
