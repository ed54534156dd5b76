import { useCallback, useEffect, useRef } from 'react';

/** Without animations, the curve and the payout still move this often (as the server's ticks). */
export const STILL_FRAME_MS = 250;

/**
 * Calls `frame` on every animation frame (60 fps) while `animate` is on, otherwise a few times a
 * second (the animation switch, root.prefs). The latest `frame` is called, so it may close over
 * the latest props without restarting the loop. Returns a stable function that calls it at once,
 * for a change the loop would show only at its next call (the canvas got its size).
 */
export function useFrameLoop(frame: () => void, animate: boolean): () => void {
  const latest = useRef(frame);
  useEffect(() => {
    latest.current = frame;
  });
  useEffect(() => {
    latest.current();
    if (!animate || typeof requestAnimationFrame === 'undefined') {
      const timer = setInterval(() => latest.current(), STILL_FRAME_MS);
      return () => clearInterval(timer);
    }
    let handle = requestAnimationFrame(function step() {
      latest.current();
      handle = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(handle);
  }, [animate]);
  return useCallback(() => latest.current(), []);
}
