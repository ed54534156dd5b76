import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * While `open`, moves focus into `panel` (its first focusable element, else the panel itself) and,
 * when it closes or unmounts, gives focus back to whatever held it before (WAI-ARIA dialog pattern).
 * Neither move scrolls the page: the panel is fixed, and the page should stay where the player left it.
 */
export function useFocusReturn(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(root)[0] ?? root).focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [panel, open]);
}
