import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { COUNT_UP_DURATION, easeOutExpo } from './formatCountUp';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asked for less motion; false where it cannot be known. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => (typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches) || false,
    () => false,
  );
}

export interface UseCountUpOptions {
  start?: number;
  end: number;
  duration?: number;
  onFinish?: () => void;
}

/**
 * The value to show while counting from `start` to `end` over `duration` ms with easeOutExpo, one
 * step per animation frame. A new `end` counts on from the value shown; with reduced motion (or a
 * duration of 0) the end shows at once.
 */
export function useCountUp({
  start = 0,
  end,
  duration = COUNT_UP_DURATION,
  onFinish,
}: UseCountUpOptions): number {
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(start);
  const shown = useRef(start);
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  });

  const still = reduced || duration <= 0;
  useEffect(() => {
    if (still) {
      shown.current = end;
      return;
    }
    const from = shown.current;
    const startedAt = performance.now();
    let frame = requestAnimationFrame(function step(now: number) {
      const elapsed = Math.max(0, now - startedAt);
      const next = elapsed >= duration ? end : easeOutExpo(elapsed, from, end - from, duration);
      shown.current = next;
      setValue(next);
      if (elapsed < duration) frame = requestAnimationFrame(step);
      else finish.current?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [end, duration, still]);

  return still ? end : value;
}
