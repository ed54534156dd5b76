import {
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import { useControllableValue } from '../hooks/useControllableValue';

/** SPEC section 9: five stars. */
export const RATE_COUNT = 5;
/** A touch must move this many pixels, more sideways than up or down, to count as a swipe. */
export const RATE_SWIPE_LOCK_DISTANCE = 10;

export type RateStatus = 'full' | 'half' | 'void';

export interface UseRateOptions {
  /** The rating (controlled), 0 to `count`; a fraction when `allowHalf`. */
  value?: number;
  /**
   * The starting rating when not controlled.
   * @default 0
   */
  defaultValue?: number;
  /** Called with the new rating: a press, a swipe, an arrow key, or 0 when cleared. */
  onChange?: (value: number) => void;
  /**
   * Number of stars (SPEC: 5).
   * @default 5
   */
  count?: number;
  /** Half stars: the left half of a star gives n - 0.5. */
  allowHalf?: boolean;
  /** Shows the value (any fraction, with allowHalf) and takes no input. */
  readonly?: boolean;
  /** Takes no input and greys the filled stars (`disabledColor`). */
  disabled?: boolean;
  /** Swiping sideways over the stars sets the value (default on). */
  touchable?: boolean;
  /** Pressing the current value again clears it to 0. */
  clearable?: boolean;
}

export interface RateStar {
  /** 1-based position. */
  score: number;
  status: RateStatus;
  /** How much of the star is filled, 0..1. */
  fill: number;
  checked: boolean;
  radioProps: HTMLAttributes<HTMLElement> & { ref: (node: HTMLElement | null) => void };
}

const round10 = (n: number) => Math.round(n * 1e10) / 1e10;

/** How a star at `score` (1-based) looks for `value`, as in Vant. */
export function rateStatus(
  value: number,
  score: number,
  allowHalf: boolean,
  readonly: boolean,
): { status: RateStatus; fill: number } {
  if (value >= score) return { status: 'full', fill: 1 };
  if (allowHalf && !readonly && value + 0.5 >= score) return { status: 'half', fill: 0.5 };
  // Read-only stars show any fraction, e.g. an average of 3.7.
  if (allowHalf && readonly && value + 1 > score) {
    return { status: 'half', fill: round10(value - score + 1) };
  }
  return { status: 'void', fill: 0 };
}

/** Rate behaviour and ARIA (a radio group of stars with a roving tab stop), apart from its look. */
export function useRate({
  value,
  defaultValue = 0,
  onChange,
  count = RATE_COUNT,
  allowHalf = false,
  readonly = false,
  disabled = false,
  touchable = true,
  clearable = false,
}: UseRateOptions) {
  const [current, setCurrent] = useControllableValue({ value, defaultValue, onChange });
  const starRefs = useRef<(HTMLElement | null)[]>([]);
  const touch = useRef<{ x: number; y: number; swiping: boolean } | null>(null);
  const inert = readonly || disabled;
  const step = allowHalf ? 0.5 : 1;

  const select = (score: number) => {
    if (inert) return;
    setCurrent(clearable && score === current ? 0 : score);
  };

  /** The score under a point: Vant's ranges, half a star wide with allowHalf. */
  const scoreAt = (x: number): number => {
    const ranges: { left: number; score: number }[] = [];
    starRefs.current.slice(0, count).forEach((node, index) => {
      const rect = node?.getBoundingClientRect() ?? { left: 0, width: 0 };
      if (allowHalf) {
        ranges.push({ score: index + 0.5, left: rect.left });
        ranges.push({ score: index + 1, left: rect.left + rect.width / 2 });
      } else {
        ranges.push({ score: index + 1, left: rect.left });
      }
    });
    for (let i = ranges.length - 1; i > 0; i--) {
      const range = ranges[i];
      if (range && x > range.left) return range.score;
    }
    return step;
  };

  const focusScore = (score: number) => {
    starRefs.current[Math.max(Math.ceil(score), 1) - 1]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, score: number) => {
    if (inert) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      select(score);
      return;
    }
    const floor = clearable ? 0 : step;
    const next = {
      ArrowRight: Math.min(current + step, count),
      ArrowUp: Math.min(current + step, count),
      ArrowLeft: Math.max(current - step, floor),
      ArrowDown: Math.max(current - step, floor),
      Home: floor,
      End: count,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    focusScore(next);
  };

  // The star holding the value is checked and is the one tab stop; with no value, the first.
  const checkedScore = Math.ceil(current);
  const stars: RateStar[] = Array.from({ length: count }, (_, index) => {
    const score = index + 1;
    const { status, fill } = rateStatus(current, score, allowHalf, readonly);
    const checked = score === checkedScore;
    return {
      score,
      status,
      fill,
      checked,
      radioProps: {
        ref: (node: HTMLElement | null) => {
          starRefs.current[index] = node;
        },
        role: 'radio',
        'aria-checked': checked,
        'aria-setsize': count,
        'aria-posinset': score,
        'aria-disabled': disabled || undefined,
        tabIndex: (checkedScore === 0 ? score === 1 : checked) ? 0 : -1,
        onClick: (event: MouseEvent<HTMLElement>) => {
          // A click without a pointer position (assistive technology) takes the whole star.
          if (!allowHalf || event.detail === 0) return select(score);
          const rect = event.currentTarget.getBoundingClientRect();
          select(event.clientX - rect.left < rect.width / 2 ? score - 0.5 : score);
        },
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleKeyDown(event, score),
      },
    };
  });

  const groupProps: HTMLAttributes<HTMLElement> = {
    role: 'radiogroup',
    'aria-readonly': readonly || undefined,
    'aria-disabled': disabled || undefined,
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const point = event.touches[0];
      if (inert || !touchable || !point) return;
      touch.current = { x: point.clientX, y: point.clientY, swiping: false };
    },
    onTouchMove: (event: TouchEvent<HTMLElement>) => {
      const point = event.touches[0];
      const start = touch.current;
      if (inert || !touchable || !point || !start) return;
      const dx = Math.abs(point.clientX - start.x);
      const dy = Math.abs(point.clientY - start.y);
      if (!start.swiping && dx >= RATE_SWIPE_LOCK_DISTANCE && dx > dy) start.swiping = true;
      // A swipe sets the score under the finger; only a tap clears (clearable).
      if (start.swiping) setCurrent(scoreAt(point.clientX));
    },
    onTouchEnd: () => {
      touch.current = null;
    },
  };

  return { value: current, stars, groupProps };
}
