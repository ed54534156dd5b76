import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountDown } from './useCountDown';

/** The fake clock runs animation frames every 16 ms. */
const FRAME = 16;

describe('useCountDown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not count until started', () => {
    const { result } = renderHook(() => useCountDown({ time: 3000 }));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.current.total).toBe(3000);
  });

  it('counts down against the clock once started, reporting once per second', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useCountDown({ time: 3000, onChange }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000 + FRAME));
    expect(result.current.current.seconds).toBe(1);
    // 3 s → 2.x s on the first frame, then 1.x s: two changes, not one per frame.
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: 1 }));
  });

  it('reports every frame in millisecond mode', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useCountDown({ time: 3000, millisecond: true, onChange }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10 * FRAME));
    expect(onChange).toHaveBeenCalledTimes(10);
    expect(result.current.current.total).toBe(3000 - 10 * FRAME);
  });

  it('finishes at zero once, then stops', () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => useCountDown({ time: 2000, onFinish }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(2000 - FRAME));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2 * FRAME));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(result.current.current.total).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('pauses and resumes where it stopped', () => {
    const { result } = renderHook(() => useCountDown({ time: 10_000, millisecond: true }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(100 * FRAME));
    act(() => result.current.pause());
    const left = result.current.current.total;
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.current.total).toBe(left);
    const resumedAt = Date.now();
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(10 * FRAME));
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current.current.total).toBe(left - (Date.now() - resumedAt));
    expect(Date.now() - resumedAt).toBeGreaterThan(10 * FRAME);
  });

  it('resets to the time, or to another total, and stays stopped', () => {
    const { result } = renderHook(() => useCountDown({ time: 5000, millisecond: true }));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.reset());
    expect(result.current.current.total).toBe(5000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.current.total).toBe(5000);
    act(() => result.current.reset(800));
    expect(result.current.current.total).toBe(800);
  });

  it('stops its frames when unmounted', () => {
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() =>
      useCountDown({ time: 3000, millisecond: true, onChange }),
    );
    act(() => result.current.start());
    unmount();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
