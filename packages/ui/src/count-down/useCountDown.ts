import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseTime, type CountDownTime } from './formatCountDown';

export interface UseCountDownOptions {
  /** Total time in milliseconds. */
  time: number;
  /** Update every animation frame instead of once per second. */
  millisecond?: boolean;
  onChange?: (current: CountDownTime) => void;
  onFinish?: () => void;
}

export interface CountDownControls {
  current: CountDownTime;
  start: () => void;
  pause: () => void;
  /** Stops and sets the remaining time back to `totalTime` (the `time` option by default). */
  reset: (totalTime?: number) => void;
}

const sameSecond = (a: number, b: number) => Math.floor(a / 1000) === Math.floor(b / 1000);

/**
 * Vant's useCountDown: counts down against the clock (so a slow frame never drifts), checking
 * every animation frame; reports once per second, or every frame in millisecond mode. Starts only
 * when `start` is called.
 */
export function useCountDown(options: UseCountDownOptions): CountDownControls {
  const [remain, setRemain] = useState(options.time);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const clock = useRef({ remain: options.time, endTime: 0, counting: false, frame: 0 });

  const pause = useCallback(() => {
    clock.current.counting = false;
    cancelAnimationFrame(clock.current.frame);
  }, []);

  const update = useCallback(
    (value: number) => {
      clock.current.remain = value;
      setRemain(value);
      latest.current.onChange?.(parseTime(value));
      if (value === 0) {
        pause();
        latest.current.onFinish?.();
      }
    },
    [pause],
  );

  const tick = useCallback(() => {
    const frame = () => {
      const state = clock.current;
      if (!state.counting) return;
      const next = Math.max(state.endTime - Date.now(), 0);
      if (latest.current.millisecond || !sameSecond(next, state.remain) || next === 0) {
        update(next);
      }
      if (state.counting && state.remain > 0) state.frame = requestAnimationFrame(frame);
    };
    clock.current.frame = requestAnimationFrame(frame);
  }, [update]);

  const start = useCallback(() => {
    const state = clock.current;
    if (state.counting) return;
    state.endTime = Date.now() + state.remain;
    state.counting = true;
    tick();
  }, [tick]);

  const reset = useCallback(
    (totalTime: number = latest.current.time) => {
      pause();
      clock.current.remain = totalTime;
      setRemain(totalTime);
    },
    [pause],
  );

  useEffect(() => pause, [pause]);

  const current = useMemo(() => parseTime(remain), [remain]);
  return { current, start, pause, reset };
}
