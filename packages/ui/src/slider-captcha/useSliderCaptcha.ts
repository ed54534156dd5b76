import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** Width of the drag handle in pixels; it travels the track's width minus its own. */
export const SLIDER_HANDLE_SIZE = 40;
/** Pixels the piece moves per ArrowLeft / ArrowRight press. */
export const SLIDER_KEY_STEP = 2;
/**
 * A pointer drag keeps at most one sample per this many ms (a 60 Hz frame): a mouse reporting at
 * 1000 Hz would otherwise make a trace too long to send, and the server judges pace and drift,
 * which a frame's resolution shows.
 */
export const SLIDER_SAMPLE_MS = 16;

/** One sample of a drag: piece position, vertical drift of the pointer, ms since the drag began. */
export interface SliderTracePoint {
  x: number;
  y: number;
  t: number;
}

/** What a release reports: where the piece was dropped (px from the left) and how it got there. */
export interface SliderVerifyResult {
  x: number;
  trace: SliderTracePoint[];
}

export type SliderCaptchaStatus = 'idle' | 'verifying' | 'success' | 'fail';

export interface UseSliderCaptchaOptions {
  /** Piece position, 0…maxX. */
  x: number;
  setX: (x: number) => void;
  /** Furthest the piece can go: picture width minus piece width. */
  maxX: number;
  /** Track length the handle travels: the picture width minus SLIDER_HANDLE_SIZE. */
  travel: number;
  /** No dragging or keys (while verifying, after success, while loading). */
  locked: boolean;
  onVerify?: (result: SliderVerifyResult) => void;
}

interface Gesture {
  startX: number;
  startClientX: number;
  startClientY: number;
  startTime: number;
  x: number;
  trace: SliderTracePoint[];
  /** The latest pointer sample not kept yet (too close to the one before); kept on release. */
  pending?: SliderTracePoint;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * The slider check's behaviour: pointer dragging (mouse, pen and touch through Pointer Events)
 * and keyboard moves (arrows, Home, End; Enter releases), both recorded as a trace of samples
 * (one per frame at most for a pointer, one per key press). A release reports the position and
 * trace once, and only when the piece actually moved; a server judges the trace, not a duration.
 */
export function useSliderCaptcha({
  x,
  setX,
  maxX,
  travel,
  locked,
  onVerify,
}: UseSliderCaptchaOptions) {
  const [dragging, setDragging] = useState(false);
  const pointer = useRef<Gesture | null>(null);
  const keys = useRef<Gesture | null>(null);
  const latest = useRef({ setX, onVerify, maxX, travel });
  latest.current = { setX, onVerify, maxX, travel };

  const release = (gesture: Gesture) => {
    if (gesture.x !== gesture.startX) {
      latest.current.onVerify?.({ x: gesture.x, trace: gesture.trace });
    }
  };

  useEffect(() => {
    if (!dragging) return undefined;
    const move = (event: PointerEvent) => {
      const gesture = pointer.current;
      if (!gesture) return;
      const { maxX: max, travel: length } = latest.current;
      const ratio = length > 0 ? max / length : 1;
      const next = clamp(
        Math.round(gesture.startX + (event.clientX - gesture.startClientX) * ratio),
        max,
      );
      gesture.x = next;
      const sample = {
        x: next,
        y: Math.round(event.clientY - gesture.startClientY),
        t: Math.round(event.timeStamp - gesture.startTime),
      };
      const previous = gesture.trace.at(-1);
      if (previous && sample.t - previous.t < SLIDER_SAMPLE_MS) gesture.pending = sample;
      else {
        gesture.trace.push(sample);
        gesture.pending = undefined;
      }
      latest.current.setX(next);
    };
    const end = (event: PointerEvent) => {
      const gesture = pointer.current;
      pointer.current = null;
      setDragging(false);
      if (!gesture || event.type !== 'pointerup') return;
      if (gesture.pending) gesture.trace.push(gesture.pending);
      release(gesture);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [dragging]);

  // A lock (verifying, success) ends any gesture under way without reporting it.
  useEffect(() => {
    if (!locked) return;
    pointer.current = null;
    keys.current = null;
    setDragging(false);
  }, [locked]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (locked || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.focus();
    keys.current = null;
    pointer.current = {
      startX: x,
      startClientX: event.clientX,
      startClientY: event.clientY,
      startTime: event.timeStamp,
      x,
      trace: [{ x, y: 0, t: 0 }],
    };
    setDragging(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (locked) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const gesture = keys.current;
      keys.current = null;
      if (gesture) release(gesture);
      return;
    }
    const target =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? x - SLIDER_KEY_STEP
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? x + SLIDER_KEY_STEP
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? maxX
              : null;
    if (target === null) return;
    event.preventDefault();
    // When the key went down, not when this handler ran: a main thread that stalls would hand
    // held-key repeats over back to back, and the server refuses repeats faster than a keyboard's.
    const now = event.timeStamp;
    keys.current ??= {
      startX: x,
      startClientX: 0,
      startClientY: 0,
      startTime: now,
      x,
      trace: [{ x, y: 0, t: 0 }],
    };
    const gesture = keys.current;
    const next = clamp(target, maxX);
    gesture.x = next;
    gesture.trace.push({ x: next, y: 0, t: Math.round(now - gesture.startTime) });
    setX(next);
  };

  return { dragging, onPointerDown, onKeyDown };
}
