import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { pointOf, useTouch } from '../hooks/useTouch';
import {
  adjustIndex,
  hasMomentum,
  indexByOffset,
  momentumOffset,
  nextEnabled,
  PICKER_MOMENTUM_TIME,
  PICKER_SETTLE_DURATION,
  type PickerOption,
  type PickerValue,
} from './utils';

export interface UsePickerColumnOptions {
  options: readonly PickerOption[];
  value: PickerValue | undefined;
  onChange: (value: PickerValue) => void;
  optionHeight: number;
  visibleOptionNum: number;
  swipeDuration: number;
  readonly?: boolean;
}

/** The translateY of an element's computed transform (a matrix while it animates). */
function translateYOf(element: Element): number {
  const { transform } = window.getComputedStyle(element);
  const matrix = /^matrix(3d)?\((.*)\)$/.exec(transform);
  if (!matrix?.[2]) return Number.NaN;
  const parts = matrix[2].split(',').map(Number);
  return (matrix[1] ? parts[13] : parts[5]) ?? Number.NaN;
}

/**
 * One picker column (Vant PickerColumn): drag to scroll with momentum after a quick swipe,
 * settle on the nearest enabled option, click an option, turn the wheel, or use
 * ArrowUp/ArrowDown/Home/End.
 */
export function usePickerColumn({
  options,
  value,
  onChange,
  optionHeight,
  visibleOptionNum,
  swipeDuration,
  readonly = false,
}: UsePickerColumnOptions) {
  const found = options.findIndex((option) => option.value === value);
  const selectedIndex = Math.max(found, 0);
  const settledOffset = -selectedIndex * optionHeight;
  const baseOffset = (optionHeight * (visibleOptionNum - 1)) / 2;

  /** The column's offset while a finger or mouse holds it; null when it rests on the value. */
  const [drag, setDrag] = useState<number | null>(null);
  const [duration, setDuration] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const touch = useTouch();
  const gesture = useRef({
    pointerId: null as number | null,
    startOffset: 0,
    offset: 0,
    startTime: 0,
    momentumFrom: 0,
    moved: false,
  });

  const choose = (index: number, settle: number) => {
    setDuration(settle);
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (readonly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    touch.start(pointOf(event));
    let start = settledOffset;
    // Caught mid-momentum: stop where the column is now (Vant reads the computed transform).
    if (duration > 0 && wrapperRef.current) {
      const y = translateYOf(wrapperRef.current);
      if (Number.isFinite(y)) start = Math.min(0, y - baseOffset);
    }
    gesture.current = {
      pointerId: event.pointerId,
      startOffset: start,
      offset: start,
      startTime: Date.now(),
      momentumFrom: start,
      moved: false,
    };
    setDuration(0);
    setDrag(start);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (g.pointerId !== event.pointerId) return;
    touch.move(pointOf(event));
    if (!g.moved && touch.offsetY > 0) {
      g.moved = true;
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // A synthetic pointer (tests, automation) cannot be captured; moves still arrive.
      }
    }
    const count = options.length;
    g.offset = Math.min(
      Math.max(g.startOffset + touch.deltaY, -(count * optionHeight)),
      optionHeight,
    );
    setDrag(g.offset);
    const now = Date.now();
    // Only the last MOMENTUM_TIME of the gesture counts for its speed.
    if (now - g.startTime > PICKER_MOMENTUM_TIME) {
      g.startTime = now;
      g.momentumFrom = g.offset;
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (g.pointerId !== event.pointerId) return;
    g.pointerId = null;
    const distance = g.offset - g.momentumFrom;
    const elapsed = Date.now() - g.startTime;
    const momentum = hasMomentum(distance, elapsed);
    const target = momentum ? momentumOffset(g.offset, distance, elapsed) : g.offset;
    const index = adjustIndex(options, indexByOffset(target, optionHeight, options.length));
    setDrag(null);
    choose(index, momentum ? swipeDuration : PICKER_SETTLE_DURATION);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const last = options.length - 1;
    const target = {
      ArrowDown: () => nextEnabled(options, selectedIndex, 1),
      ArrowUp: () => nextEnabled(options, selectedIndex, -1),
      Home: () => adjustIndex(options, 0),
      End: () => (options[last]?.disabled ? nextEnabled(options, last, -1) : last),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    if (!readonly) choose(target(), PICKER_SETTLE_DURATION);
  };

  // A mouse wheel or trackpad moves one option per option height scrolled. React listens to
  // wheel passively; the page must not scroll under the picker, so listen by hand.
  const listboxRef = useRef<HTMLDivElement>(null);
  const wheel = useRef({
    delta: 0,
    /** The option chosen by a wheel event this render has not shown yet. */
    pending: null as number | null,
    onWheel: (_event: WheelEvent) => {},
  });
  useLayoutEffect(() => {
    wheel.current.pending = null;
    wheel.current.onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (readonly || gesture.current.pointerId !== null) return;
      wheel.current.delta += event.deltaMode === 1 ? event.deltaY * optionHeight : event.deltaY;
      const from = wheel.current.pending ?? selectedIndex;
      let index = from;
      while (Math.abs(wheel.current.delta) >= optionHeight) {
        const step = wheel.current.delta > 0 ? 1 : -1;
        wheel.current.delta -= step * optionHeight;
        index = nextEnabled(options, index, step);
      }
      if (index === from) return;
      wheel.current.pending = index;
      choose(index, PICKER_SETTLE_DURATION);
    };
  });
  useEffect(() => {
    const listbox = listboxRef.current;
    if (!listbox) return;
    const onWheel = (event: WheelEvent) => wheel.current.onWheel(event);
    listbox.addEventListener('wheel', onWheel, { passive: false });
    return () => listbox.removeEventListener('wheel', onWheel);
  }, []);

  const onOptionClick = (index: number) => {
    // A drag ends with a click on whatever lies under the pointer: that is not a choice.
    if (readonly || gesture.current.moved || options[index]?.disabled) return;
    choose(index, PICKER_SETTLE_DURATION);
  };

  return {
    selectedIndex,
    offset: (drag ?? settledOffset) + baseOffset,
    duration,
    wrapperRef,
    listboxRef,
    onOptionClick,
    onTransitionEnd: () => setDuration(0),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
