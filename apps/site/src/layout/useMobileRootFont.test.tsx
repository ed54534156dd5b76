import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT_FONT_RECOMPUTE_DELAY } from './rootFont';
import { useMobileRootFont } from './useMobileRootFont';

function resizeTo(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: width,
  });
  window.dispatchEvent(new Event('resize'));
}

describe('useMobileRootFont', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 375,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the root font to a tenth of the width and body text to 12 px', () => {
    renderHook(() => useMobileRootFont());
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    expect(document.body.style.fontSize).toBe('12px');
  });

  it('recomputes 300 ms after a resize, not before', () => {
    renderHook(() => useMobileRootFont());
    resizeTo(414);
    vi.advanceTimersByTime(ROOT_FONT_RECOMPUTE_DELAY - 1);
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('41.4px');
  });

  it('caps the width at 540 px', () => {
    renderHook(() => useMobileRootFont());
    resizeTo(900);
    vi.advanceTimersByTime(ROOT_FONT_RECOMPUTE_DELAY);
    expect(document.documentElement.style.fontSize).toBe('54px');
  });

  it('recomputes when the page is shown again from the back-forward cache', () => {
    renderHook(() => useMobileRootFont());
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      value: 390,
    });
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    vi.advanceTimersByTime(ROOT_FONT_RECOMPUTE_DELAY);
    expect(document.documentElement.style.fontSize).toBe('39px');
  });
});
