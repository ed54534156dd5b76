import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { CountUp } from './CountUp';
import { COUNT_UP_DURATION } from './formatCountUp';
import { useCountUp } from './useCountUp';

/** The fake clock runs animation frames every 16 ms. */
const FRAME = 16;

const shown = () => document.querySelector('[aria-hidden="true"]')?.textContent;

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
}

describe('CountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('starts from 0', () => {
    renderWithKit(<CountUp end={5000} />);
    expect(shown()).toBe('0');
  });

  it('reaches the end at the first frame after 3000 ms, not before', () => {
    expect(COUNT_UP_DURATION).toBe(3000);
    renderWithKit(<CountUp end={1234567} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION - FRAME));
    expect(shown()).not.toBe('1,234,567');
    act(() => vi.advanceTimersByTime(2 * FRAME));
    expect(shown()).toBe('1,234,567');
  });

  it('eases out: most of the way in the first half', () => {
    renderWithKit(<CountUp end={10000} separator="" />);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION / 2));
    const half = Number(shown());
    expect(half).toBeGreaterThan(9500);
    expect(half).toBeLessThan(10000);
  });

  it("separates thousands with ',' and takes decimals, prefix and suffix", () => {
    renderWithKit(<CountUp end={2500.5} decimals={2} prefix="¥" suffix=" 币" />);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION + FRAME));
    expect(shown()).toBe('¥2,500.50 币');
  });

  it('counts from start', () => {
    renderWithKit(<CountUp start={900} end={1000} />);
    expect(shown()).toBe('900');
    act(() => vi.advanceTimersByTime(FRAME));
    expect(Number(shown())).toBeGreaterThan(900);
  });

  it('counts on from the value shown when end changes', () => {
    const { rerender } = renderWithKit(<CountUp end={1000} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION + FRAME));
    rerender(<CountUp end={2000} />);
    expect(shown()).toBe('1,000');
    act(() => vi.advanceTimersByTime(FRAME));
    const next = Number(shown()?.replace(',', ''));
    expect(next).toBeGreaterThan(1000);
    expect(next).toBeLessThan(2000);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION));
    expect(shown()).toBe('2,000');
  });

  it('calls onFinish once at the end', () => {
    const onFinish = vi.fn();
    renderWithKit(<CountUp end={10} onFinish={onFinish} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION - 2 * FRAME));
    expect(onFinish).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('jumps to the end when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    renderWithKit(<CountUp end={1234} />);
    expect(shown()).toBe('1,234');
  });

  it('animates when motion is fine', () => {
    mockReducedMotion(false);
    renderWithKit(<CountUp end={1234} />);
    expect(shown()).toBe('0');
  });

  it('gives screen readers the final value only', () => {
    renderWithKit(<CountUp end={1234567} prefix="¥" />);
    expect(screen.getByText('¥1,234,567')).not.toHaveAttribute('aria-hidden');
    expect(document.querySelector('[aria-hidden="true"]')).toHaveTextContent('¥0');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <CountUp
        end={1}
        className="extra"
        style={{ margin: 3 }}
        data-testid="c"
        aria-describedby="hint"
      />,
    );
    const root = screen.getByTestId('c');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<CountUp end={1000} />);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts over the SPEC 3000 ms by default, for widgets of your own', () => {
    const { result } = renderHook(() => useCountUp({ end: 500 }));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION - FRAME));
    expect(result.current).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(2 * FRAME));
    expect(result.current).toBe(500);
  });
});
