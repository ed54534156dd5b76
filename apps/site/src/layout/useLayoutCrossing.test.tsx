import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLayoutCrossing } from './useLayoutCrossing';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useLayoutCrossing', () => {
  it('reloads into /p/home when a mobile-layout window grows past 1024 px', () => {
    resizeTo(800);
    const reload = vi.fn();
    renderHook(() => useLayoutCrossing('m', reload));
    resizeTo(1200);
    expect(reload).toHaveBeenCalledWith('/p/home');
  });

  it('stays put while the width does not cross', () => {
    resizeTo(1400);
    const reload = vi.fn();
    renderHook(() => useLayoutCrossing('p', reload));
    resizeTo(1100);
    expect(reload).not.toHaveBeenCalled();
  });
});
