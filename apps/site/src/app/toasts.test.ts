import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastQueue } from './toasts';

describe('ToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 3000 ms (SPEC section 9)', () => {
    const toasts = new ToastQueue();
    toasts.show('网络错误，请重试');
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toasts.current).toBe('网络错误，请重试');
    vi.advanceTimersByTime(1);
    expect(toasts.current).toBeNull();
  });

  it('shows the next message after the current one, in arrival order', () => {
    const toasts = new ToastQueue();
    toasts.show('first');
    toasts.show('second');
    expect(toasts.current).toBe('first');
    vi.advanceTimersByTime(TOAST_MS);
    expect(toasts.current).toBe('second');
  });
});
