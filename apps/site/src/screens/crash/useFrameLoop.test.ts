import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STILL_FRAME_MS, useFrameLoop } from './useFrameLoop';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFrameLoop', () => {
  it('draws on every animation frame while animations are on', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const frame = vi.fn();
    const { result, unmount } = renderHook(() => useFrameLoop(frame, true));
    expect(frame).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i += 1) frames.shift()?.(0);
    expect(frame).toHaveBeenCalledTimes(4);
    // A frame asked for between two animation frames (the canvas got its size).
    result.current();
    expect(frame).toHaveBeenCalledTimes(5);
    unmount();
    expect(cancelAnimationFrame).toHaveBeenCalled();
  });

  it('draws a few times a second, on no animation frame, with animations off', () => {
    vi.useFakeTimers();
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    const frame = vi.fn();
    const { unmount } = renderHook(() => useFrameLoop(frame, false));
    vi.advanceTimersByTime(STILL_FRAME_MS * 4);
    expect(frame).toHaveBeenCalledTimes(5);
    expect(requestFrame).not.toHaveBeenCalled();
    unmount();
    vi.advanceTimersByTime(STILL_FRAME_MS * 4);
    expect(frame).toHaveBeenCalledTimes(5);
  });
});
