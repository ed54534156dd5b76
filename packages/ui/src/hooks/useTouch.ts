import { useRef } from 'react';

/** Moves shorter than this in both axes may still change the gesture's direction (Vant's 10 px). */
export const TOUCH_LOCK_DISTANCE = 10;

export type TouchDirection = '' | 'vertical' | 'horizontal';

export interface TouchPoint {
  clientX: number;
  clientY: number;
}

/** Where a gesture started, how far it has gone and in which direction, as Vant's useTouch. */
export interface TouchTracker {
  readonly startX: number;
  readonly startY: number;
  readonly deltaX: number;
  readonly deltaY: number;
  readonly offsetX: number;
  readonly offsetY: number;
  readonly direction: TouchDirection;
  start(point: TouchPoint): void;
  move(point: TouchPoint): void;
  reset(): void;
  isVertical(): boolean;
  isHorizontal(): boolean;
}

function directionOf(offsetX: number, offsetY: number): TouchDirection {
  if (offsetX > offsetY) return 'horizontal';
  if (offsetY > offsetX) return 'vertical';
  return '';
}

/** A gesture tracker outside React, so it can be unit-tested and shared by widgets. */
export function createTouchTracker(): TouchTracker {
  const state = {
    startX: 0,
    startY: 0,
    deltaX: 0,
    deltaY: 0,
    offsetX: 0,
    offsetY: 0,
    direction: '' as TouchDirection,
  };
  const tracker: TouchTracker = {
    get startX() {
      return state.startX;
    },
    get startY() {
      return state.startY;
    },
    get deltaX() {
      return state.deltaX;
    },
    get deltaY() {
      return state.deltaY;
    },
    get offsetX() {
      return state.offsetX;
    },
    get offsetY() {
      return state.offsetY;
    },
    get direction() {
      return state.direction;
    },
    reset() {
      state.deltaX = 0;
      state.deltaY = 0;
      state.offsetX = 0;
      state.offsetY = 0;
      state.direction = '';
    },
    start(point) {
      tracker.reset();
      state.startX = point.clientX;
      state.startY = point.clientY;
    },
    move(point) {
      state.deltaX = Math.max(point.clientX, 0) - state.startX;
      state.deltaY = point.clientY - state.startY;
      state.offsetX = Math.abs(state.deltaX);
      state.offsetY = Math.abs(state.deltaY);
      // The direction settles once the gesture has gone the lock distance in either axis.
      if (
        !state.direction ||
        (state.offsetX < TOUCH_LOCK_DISTANCE && state.offsetY < TOUCH_LOCK_DISTANCE)
      ) {
        state.direction = directionOf(state.offsetX, state.offsetY);
      }
    },
    isVertical: () => state.direction === 'vertical',
    isHorizontal: () => state.direction === 'horizontal',
  };
  return tracker;
}

/** The point of a touch event (its first finger) or of a pointer/mouse event. */
export function pointOf(event: { touches?: ArrayLike<TouchPoint> } | TouchPoint): TouchPoint {
  const touch = 'touches' in event ? event.touches?.[0] : undefined;
  if (touch) return { clientX: touch.clientX, clientY: touch.clientY };
  const { clientX, clientY } = event as TouchPoint;
  return { clientX, clientY };
}

/** One gesture tracker per component instance. */
export function useTouch(): TouchTracker {
  const ref = useRef<TouchTracker | null>(null);
  ref.current ??= createTouchTracker();
  return ref.current;
}
