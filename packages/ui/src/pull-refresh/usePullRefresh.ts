import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import { pointOf, useTouch, type TouchPoint } from '../hooks/useTouch';
import { getScrollParent, getScrollTop } from '../list/scrollParent';

/** Height of the status head above the content, in px (SPEC, Vant). */
export const PULL_REFRESH_HEAD_HEIGHT = 50;
/** How long the success text stays before the head closes, in ms (SPEC, Vant). */
export const PULL_REFRESH_SUCCESS_DURATION = 500;
/** How long the content takes to spring back or to the loading position, in ms (SPEC, Vant). */
export const PULL_REFRESH_ANIMATION_DURATION = 300;

export type PullRefreshStatus = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

/**
 * Vant's damping: the finger's distance `distance` moves the content as is up to `pullDistance`,
 * half as much up to twice `pullDistance`, and a quarter as much beyond. Rounded to whole px.
 */
export function pullRefreshEase(distance: number, pullDistance: number): number {
  let eased = distance;
  if (distance > pullDistance) {
    eased =
      distance < pullDistance * 2
        ? pullDistance + (distance - pullDistance) / 2
        : pullDistance * 1.5 + (distance - pullDistance * 2) / 4;
  }
  return Math.round(eased);
}

export interface UsePullRefreshOptions {
  /** Refreshing (controlled); set by the widget through `onLoadingChange` when released. */
  loading?: boolean;
  /** Called with true on a release past the pull distance, with false when `onRefresh`'s promise settles. */
  onLoadingChange?: (loading: boolean) => void;
  /** Asked to refresh. Set `loading` back to false when done; a returned promise does it for you. */
  onRefresh?: () => unknown;
  /** Ignores pulls. */
  disabled?: boolean;
  /**
   * Height of the status head, in px; the content rests this far down while loading (SPEC: 50).
   * @default 50
   */
  headHeight?: number;
  /** The pull that arms a refresh, in eased px; `headHeight` by default. */
  pullDistance?: number;
  /** When given, shown for `successDuration` after loading ends. */
  showSuccess?: boolean;
  /**
   * How long the success text stays, in ms (SPEC: 500).
   * @default 500
   */
  successDuration?: number;
  /**
   * How long the content takes to spring back or to the loading position, in ms (SPEC: 300).
   * @default 300
   */
  animationDuration?: number;
}

interface PullState {
  status: PullRefreshStatus;
  distance: number;
  duration: number;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/** Vant PullRefresh's gesture and status machine, for touch and for a mouse or pen. */
export function usePullRefresh({
  loading: loadingProp,
  onLoadingChange,
  onRefresh,
  disabled = false,
  headHeight = PULL_REFRESH_HEAD_HEIGHT,
  pullDistance,
  showSuccess = false,
  successDuration = PULL_REFRESH_SUCCESS_DURATION,
  animationDuration = PULL_REFRESH_ANIMATION_DURATION,
}: UsePullRefreshOptions) {
  const [loading, setLoading] = useControllableValue({
    value: loadingProp,
    defaultValue: false,
    onChange: onLoadingChange,
  });
  const [view, setView] = useState<PullState>({ status: 'normal', distance: 0, duration: 0 });
  const state = useRef(view);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const touch = useTouch();
  const reachTop = useRef(false);
  const pointerId = useRef<number | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const options = useRef({ disabled, headHeight, pullDistance, animationDuration, onRefresh });
  useLayoutEffect(() => {
    options.current = { disabled, headHeight, pullDistance, animationDuration, onRefresh };
  });

  const update = useCallback((patch: Partial<PullState>) => {
    state.current = { ...state.current, ...patch };
    setView(state.current);
  }, []);

  const setStatus = useCallback(
    (distance: number, isLoading = false) => {
      const armAt = options.current.pullDistance ?? options.current.headHeight;
      let status: PullRefreshStatus = 'loosing';
      if (isLoading) status = 'loading';
      else if (distance === 0) status = 'normal';
      else if (distance < armAt) status = 'pulling';
      update({ status, distance });
    },
    [update],
  );

  const touchable = () =>
    state.current.status !== 'loading' &&
    state.current.status !== 'success' &&
    !options.current.disabled;

  const checkPosition = (point: TouchPoint) => {
    const root = rootRef.current;
    reachTop.current = root ? getScrollTop(getScrollParent(root)) === 0 : false;
    if (reachTop.current) {
      update({ duration: 0 });
      touch.start(point);
    }
  };

  const start = (point: TouchPoint) => {
    if (touchable()) checkPosition(point);
  };

  /** Returns true when the move pulled the head (the page must not scroll then). */
  const move = (point: TouchPoint): boolean => {
    if (!touchable()) return false;
    if (!reachTop.current) checkPosition(point);
    touch.move(point);
    if (reachTop.current && touch.deltaY >= 0 && touch.isVertical()) {
      const armAt = options.current.pullDistance ?? options.current.headHeight;
      setStatus(pullRefreshEase(touch.deltaY, armAt));
      return true;
    }
    return false;
  };

  const end = () => {
    if (!reachTop.current || !touch.deltaY || !touchable()) return;
    reachTop.current = false;
    update({ duration: options.current.animationDuration });
    if (state.current.status !== 'loosing') {
      setStatus(0);
      return;
    }
    setStatus(options.current.headHeight, true);
    setLoading(true);
    const result = options.current.onRefresh?.();
    if (isThenable(result)) {
      const done = () => setLoading(false);
      result.then(done, done);
    }
  };

  // React listens to touchmove passively; the pull must cancel the page's own scroll.
  const moveRef = useRef(move);
  useLayoutEffect(() => {
    moveRef.current = move;
  });
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onTouchMove = (event: TouchEvent) => {
      if (moveRef.current(pointOf(event)) && event.cancelable) event.preventDefault();
    };
    track.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => track.removeEventListener('touchmove', onTouchMove);
  }, []);

  // Vant follows the controlled value: loading shows the head, its end closes it.
  const previousLoading = useRef(false);
  useEffect(() => {
    if (loading === previousLoading.current) return;
    previousLoading.current = loading;
    update({ duration: options.current.animationDuration });
    if (loading) {
      setStatus(options.current.headHeight, true);
    } else if (showSuccess) {
      update({ status: 'success' });
      clearTimeout(successTimer.current);
      successTimer.current = setTimeout(() => setStatus(0), successDuration);
    } else {
      setStatus(0);
    }
  }, [loading, showSuccess, successDuration, setStatus, update]);

  useEffect(() => () => clearTimeout(successTimer.current), []);

  const trackHandlers = {
    onTouchStart: (event: ReactTouchEvent<HTMLDivElement>) => start(pointOf(event)),
    onTouchEnd: end,
    onTouchCancel: end,
    // A mouse or pen pulls with pointer events; touch pointers are left to the touch events.
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      pointerId.current = event.pointerId;
      start(pointOf(event));
    },
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerId !== pointerId.current) return;
      if (!move(pointOf(event))) return;
      event.preventDefault();
      // Captured only once a pull has begun: a capture on press sends the click to the track,
      // and no button inside the list could be clicked with a mouse.
      const track = event.currentTarget;
      if (track.hasPointerCapture?.(event.pointerId)) return;
      try {
        track.setPointerCapture?.(event.pointerId);
      } catch {
        // A synthetic pointer (tests, automation) cannot be captured; moves still arrive.
      }
    },
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerId !== pointerId.current) return;
      pointerId.current = null;
      end();
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => {
      if (event.pointerId !== pointerId.current) return;
      pointerId.current = null;
      end();
    },
  };

  return { ...view, rootRef, trackRef, trackHandlers };
}
