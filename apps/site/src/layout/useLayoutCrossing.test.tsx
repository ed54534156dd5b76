import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSSING_SETTLE_MS } from './crossing';
import { useLayoutCrossing } from './useLayoutCrossing';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useLayoutCrossing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads into /p/home once a mobile-layout window has stayed past 1024 px', () => {
    resizeTo(800);
    const reload = vi.fn();
    renderHook(() => useLayoutCrossing('m', reload));
    resizeTo(1200);
    vi.advanceTimersByTime(CROSSING_SETTLE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledWith('/p/home');
  });

  it('stays put when the width crosses for a moment and comes back (a full-page capture)', () => {
    resizeTo(1440);
    const reload = vi.fn();
    renderHook(() => useLayoutCrossing('p', reload));
    resizeTo(375);
    vi.advanceTimersByTime(CROSSING_SETTLE_MS / 2);
    resizeTo(1440);
    vi.advanceTimersByTime(CROSSING_SETTLE_MS * 4);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays put while the width does not cross', () => {
    resizeTo(1400);
    const reload = vi.fn();
    renderHook(() => useLayoutCrossing('p', reload));
    resizeTo(1100);
    vi.advanceTimersByTime(CROSSING_SETTLE_MS);
    expect(reload).not.toHaveBeenCalled();
  });
});
