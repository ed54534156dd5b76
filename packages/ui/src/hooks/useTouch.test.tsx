import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTouchTracker, pointOf, TOUCH_LOCK_DISTANCE, useTouch } from './useTouch';

describe('createTouchTracker', () => {
  it('measures the distance from the start point', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 10, clientY: 20 });
    touch.move({ clientX: 4, clientY: 70 });
    expect(touch.deltaX).toBe(-6);
    expect(touch.deltaY).toBe(50);
    expect(touch.offsetX).toBe(6);
    expect(touch.offsetY).toBe(50);
  });

  it('calls a mostly up/down move vertical and a mostly sideways move horizontal', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 2, clientY: 5 });
    expect(touch.isVertical()).toBe(true);
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 5, clientY: 2 });
    expect(touch.isHorizontal()).toBe(true);
  });

  it(`keeps the direction once the move reaches ${TOUCH_LOCK_DISTANCE} px`, () => {
    expect(TOUCH_LOCK_DISTANCE).toBe(10);
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 0, clientY: TOUCH_LOCK_DISTANCE });
    touch.move({ clientX: 40, clientY: TOUCH_LOCK_DISTANCE });
    expect(touch.direction).toBe('vertical');
  });

  it(`may still change direction while both offsets are under ${TOUCH_LOCK_DISTANCE} px`, () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 0, clientY: TOUCH_LOCK_DISTANCE - 1 });
    touch.move({ clientX: TOUCH_LOCK_DISTANCE - 1, clientY: 1 });
    expect(touch.direction).toBe('horizontal');
  });

  it('calls a move as far sideways as up or down neither direction', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 5, clientY: -5 });
    expect(touch.direction).toBe('');
  });

  it(`locks the direction when one offset is exactly ${TOUCH_LOCK_DISTANCE} px`, () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 0, clientY: 5 });
    touch.move({ clientX: TOUCH_LOCK_DISTANCE, clientY: 5 });
    expect(touch.direction).toBe('vertical');
  });

  it('counts a point left of the screen edge as x = 0, as Vant does', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 10, clientY: 0 });
    touch.move({ clientX: -5, clientY: 0 });
    expect(touch.deltaX).toBe(-10);
  });

  it('forgets the gesture on reset', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 0, clientY: 30 });
    touch.reset();
    expect(touch.deltaY).toBe(0);
    expect(touch.direction).toBe('');
  });

  it('starts a new gesture without the last one’s locked direction', () => {
    const touch = createTouchTracker();
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 0, clientY: 30 });
    touch.start({ clientX: 0, clientY: 0 });
    touch.move({ clientX: 30, clientY: 0 });
    expect(touch.direction).toBe('horizontal');
  });
});

describe('pointOf', () => {
  it('reads the first finger of a touch event or the point of a pointer event', () => {
    expect(pointOf({ touches: [{ clientX: 1, clientY: 2 }] })).toEqual({ clientX: 1, clientY: 2 });
    expect(pointOf({ clientX: 3, clientY: 4 })).toEqual({ clientX: 3, clientY: 4 });
  });
});

describe('useTouch', () => {
  it('keeps one tracker across renders', () => {
    const { result, rerender } = renderHook(() => useTouch());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
