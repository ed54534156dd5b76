import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import { getScrollParent, rectOf } from './scrollParent';

/** Asks for more once the end of the list is this close (px) to the scroll parent's edge (SPEC). */
export const LIST_OFFSET = 100;

export type ListDirection = 'up' | 'down';

export interface UseListOptions {
  /** Loading more (controlled); the list sets it through `onLoadingChange` when it asks for more. */
  loading?: boolean;
  /**
   * Called with true when the list asks for more, and with false when `onLoad`'s promise rejects,
   * or settles while `loading` is not controlled.
   */
  onLoadingChange?: (loading: boolean) => void;
  /** The last load failed (controlled); clicking the error text clears it. */
  error?: boolean;
  /** Called with true when `onLoad`'s promise rejects, and with false when the error text is clicked. */
  onErrorChange?: (error: boolean) => void;
  /** Everything is loaded: the list asks no more. */
  finished?: boolean;
  /**
   * Asked for the next page. Set `loading` back to false when done; a returned promise does it
   * for you when `loading` is not controlled (and sets `error` when it rejects). A controlled
   * `loading` stays true until its owner sets it back with the rows it loaded, so the list checks
   * its end against those rows even when they render later (as a transition).
   */
  onLoad?: () => unknown;
  /**
   * Asks for more when the end is less than this many px from the visible edge (SPEC: 100).
   * @default 100
   */
  offset?: number;
  /** 'down' loads at the bottom, 'up' at the top. */
  direction?: ListDirection;
  /** Checks the distance right after mounting. */
  immediateCheck?: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/**
 * Vant List's behaviour: on scroll of the nearest scroll parent and after every change of
 * loading/finished/error, asks for more when the end is less than `offset` from the visible edge
 * (SPEC: "the remaining distance to the bottom is under the offset"; Vant also loads at exactly
 * `offset`).
 */
export function useList({
  loading: loadingProp,
  onLoadingChange,
  error: errorProp,
  onErrorChange,
  finished = false,
  onLoad,
  offset = LIST_OFFSET,
  direction = 'down',
  immediateCheck = true,
}: UseListOptions) {
  const [loading, setLoading] = useControllableValue({
    value: loadingProp,
    defaultValue: false,
    onChange: onLoadingChange,
  });
  const [error, setError] = useControllableValue({
    value: errorProp,
    defaultValue: false,
    onChange: onErrorChange,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const placeholderRef = useRef<HTMLDivElement>(null);
  // Set at once when asking for more, so a burst of scroll events asks only once (as Vant).
  const busy = useRef(loading);
  const controlled = loadingProp !== undefined;
  const latest = useRef({ finished, error, offset, direction, onLoad, controlled });

  useLayoutEffect(() => {
    busy.current = loading;
    latest.current = { finished, error, offset, direction, onLoad, controlled };
  });

  const load = useCallback(() => {
    busy.current = true;
    setLoading(true);
    const result = latest.current.onLoad?.();
    if (isThenable(result)) {
      result.then(
        () => {
          if (!latest.current.controlled) setLoading(false);
        },
        () => {
          setLoading(false);
          setError(true);
        },
      );
    }
  }, [setLoading, setError]);

  const check = useCallback(() => {
    const root = rootRef.current;
    const placeholder = placeholderRef.current;
    const state = latest.current;
    if (!root || !placeholder || busy.current || state.finished || state.error) return;
    if (window.getComputedStyle(root).display === 'none') return;
    const parentRect = rectOf(getScrollParent(root));
    if (!parentRect.height) return;
    const rect = placeholder.getBoundingClientRect();
    const distance =
      state.direction === 'up' ? parentRect.top - rect.top : rect.bottom - parentRect.bottom;
    if (distance < state.offset) load();
  }, [load]);

  const retry = useCallback(() => {
    setError(false);
    latest.current = { ...latest.current, error: false };
    if (!latest.current.finished) load();
  }, [setError, load]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const parent = getScrollParent(root);
    parent.addEventListener('scroll', check, { passive: true });
    return () => parent.removeEventListener('scroll', check);
  }, [check]);

  // Vant checks after every update, not only when loading/finished/error change: an answer that
  // arrives within one render batch flips loading true and back unseen, and only the new
  // children tell that the list may still not reach the edge.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      if (!immediateCheck) return;
    }
    check();
  });

  return { rootRef, placeholderRef, loading, error, retry, check };
}
