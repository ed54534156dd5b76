import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { PullRefresh, type PullRefreshProps } from './PullRefresh';
import {
  PULL_REFRESH_ANIMATION_DURATION,
  PULL_REFRESH_HEAD_HEIGHT,
  PULL_REFRESH_SUCCESS_DURATION,
  pullRefreshEase,
} from './usePullRefresh';

const P = PULL_REFRESH_HEAD_HEIGHT;

function view(props: PullRefreshProps = {}) {
  return (
    <div data-testid="scroller" style={{ overflowY: 'auto', height: 400 }}>
      <PullRefresh data-testid="pr" {...props}>
        <p>content</p>
      </PullRefresh>
    </div>
  );
}

const root = () => screen.getByTestId('pr');
const track = () => root().firstElementChild as HTMLElement;

/** A finger pulls the track straight down by `by` px (several moves, as a real finger does). */
function pull(by: number) {
  fireEvent.touchStart(track(), { touches: [{ clientX: 100, clientY: 100 }] });
  for (const step of [1, by / 2, by]) {
    fireEvent.touchMove(track(), { touches: [{ clientX: 100, clientY: 100 + step }] });
  }
}
const release = () => fireEvent.touchEnd(track(), { touches: [] });

describe('pullRefreshEase (Vant damping)', () => {
  it('moves as the finger up to the pull distance', () => {
    expect(pullRefreshEase(0, P)).toBe(0);
    expect(pullRefreshEase(P - 1, P)).toBe(P - 1);
    expect(pullRefreshEase(P, P)).toBe(P);
  });

  it('moves half as far between one and two pull distances', () => {
    expect(pullRefreshEase(P + 10, P)).toBe(P + 5);
    expect(pullRefreshEase(2 * P - 2, P)).toBe(1.5 * P - 1);
  });

  it('is at 1.5 pull distances when the finger is at two', () => {
    expect(pullRefreshEase(2 * P, P)).toBe(1.5 * P);
  });

  it('moves a quarter as far beyond two pull distances', () => {
    expect(pullRefreshEase(2 * P + 20, P)).toBe(1.5 * P + 5);
    expect(pullRefreshEase(4 * P, P)).toBe(2 * P);
  });

  it('rounds to whole pixels', () => {
    expect(pullRefreshEase(P + 3, P)).toBe(Math.round(P + 1.5));
  });
});

describe('PullRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`has a ${PULL_REFRESH_HEAD_HEIGHT} px head`, () => {
    expect(PULL_REFRESH_HEAD_HEIGHT).toBe(50);
    renderWithKit(view());
    expect(track().firstElementChild).toHaveStyle({ height: '50px' });
  });

  it('takes another head height', () => {
    renderWithKit(view({ headHeight: 80 }));
    expect(track().firstElementChild).toHaveStyle({ height: '80px' });
  });

  it('starts in the normal status with nothing in the head', () => {
    renderWithKit(view());
    expect(root()).toHaveAttribute('data-status', 'normal');
    expect(track().firstElementChild).toBeEmptyDOMElement();
  });

  it('is pulling short of the pull distance, with the damped offset', () => {
    renderWithKit(view());
    pull(P - 1);
    expect(root()).toHaveAttribute('data-status', 'pulling');
    expect(screen.getByText('下拉即可刷新...')).toBeInTheDocument();
    expect(track().style.transform).toBe(`translate3d(0, ${P - 1}px, 0)`);
  });

  it('is loosing from the pull distance on, with the damped offset', () => {
    renderWithKit(view());
    pull(2 * P);
    expect(root()).toHaveAttribute('data-status', 'loosing');
    expect(screen.getByText('释放即可刷新...')).toBeInTheDocument();
    expect(track().style.transform).toBe(`translate3d(0, ${1.5 * P}px, 0)`);
  });

  it('arms at pullDistance when given, not at the head height', () => {
    renderWithKit(view({ pullDistance: 80 }));
    pull(79);
    expect(root()).toHaveAttribute('data-status', 'pulling');
    pull(80);
    expect(root()).toHaveAttribute('data-status', 'loosing');
  });

  it(`springs back over ${PULL_REFRESH_ANIMATION_DURATION} ms when released short`, () => {
    expect(PULL_REFRESH_ANIMATION_DURATION).toBe(300);
    const onRefresh = vi.fn();
    renderWithKit(view({ onRefresh }));
    pull(P - 10);
    release();
    expect(root()).toHaveAttribute('data-status', 'normal');
    expect(track().style.transitionDuration).toBe('300ms');
    expect(track().style.transform).toBe('');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('refreshes when released while loosing: loading, head held open, onRefresh', () => {
    const onRefresh = vi.fn();
    const onLoadingChange = vi.fn();
    renderWithKit(view({ onRefresh, onLoadingChange }));
    pull(3 * P);
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onLoadingChange).toHaveBeenCalledWith(true);
    expect(root()).toHaveAttribute('data-status', 'loading');
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    expect(track().style.transform).toBe(`translate3d(0, ${P}px, 0)`);
    expect(track().style.transitionDuration).toBe(`${PULL_REFRESH_ANIMATION_DURATION}ms`);
  });

  it('ignores pulls while loading', () => {
    renderWithKit(view({ loading: true }));
    pull(3 * P);
    expect(root()).toHaveAttribute('data-status', 'loading');
    expect(track().style.transform).toBe(`translate3d(0, ${P}px, 0)`);
  });

  it('ignores pulls while the success text shows', () => {
    const { rerender } = renderWithKit(view({ loading: true, successText: 'Done' }));
    rerender(view({ loading: false, successText: 'Done' }));
    pull(3 * P);
    expect(root()).toHaveAttribute('data-status', 'success');
    expect(track().style.transform).toBe(`translate3d(0, ${P}px, 0)`);
  });

  it('closes when loading is set back to false', () => {
    const { rerender } = renderWithKit(view({ loading: true }));
    rerender(view({ loading: false }));
    expect(root()).toHaveAttribute('data-status', 'normal');
    expect(track().style.transform).toBe('');
  });

  it(`shows successText for ${PULL_REFRESH_SUCCESS_DURATION} ms after loading`, () => {
    expect(PULL_REFRESH_SUCCESS_DURATION).toBe(500);
    const { rerender } = renderWithKit(view({ loading: true, successText: 'Done' }));
    rerender(view({ loading: false, successText: 'Done' }));
    expect(root()).toHaveAttribute('data-status', 'success');
    expect(screen.getByText('Done')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PULL_REFRESH_SUCCESS_DURATION - 1));
    expect(root()).toHaveAttribute('data-status', 'success');
    act(() => vi.advanceTimersByTime(1));
    expect(root()).toHaveAttribute('data-status', 'normal');
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('takes another success duration', () => {
    const { rerender } = renderWithKit(
      view({ loading: true, successText: 'Done', successDuration: 1000 }),
    );
    rerender(view({ loading: false, successText: 'Done', successDuration: 1000 }));
    act(() => vi.advanceTimersByTime(999));
    expect(root()).toHaveAttribute('data-status', 'success');
    act(() => vi.advanceTimersByTime(1));
    expect(root()).toHaveAttribute('data-status', 'normal');
  });

  it('clears loading itself when onRefresh returns a promise', async () => {
    let resolve = () => {};
    const onRefresh = () => new Promise<void>((done) => (resolve = done));
    renderWithKit(view({ onRefresh }));
    pull(2 * P);
    release();
    expect(root()).toHaveAttribute('data-status', 'loading');
    await act(async () => resolve());
    expect(root()).toHaveAttribute('data-status', 'normal');
  });

  it('only starts when its scroll parent is at scrollTop 0', () => {
    renderWithKit(view());
    const scroller = screen.getByTestId('scroller');
    scroller.scrollTop = 1;
    pull(2 * P);
    expect(root()).toHaveAttribute('data-status', 'normal');
    scroller.scrollTop = 0;
    pull(2 * P);
    expect(root()).toHaveAttribute('data-status', 'loosing');
  });

  it('ignores upward moves', () => {
    renderWithKit(view());
    fireEvent.touchStart(track(), { touches: [{ clientX: 100, clientY: 100 }] });
    for (const y of [99, 80, 60]) {
      fireEvent.touchMove(track(), { touches: [{ clientX: 100, clientY: y }] });
    }
    expect(root()).toHaveAttribute('data-status', 'normal');
  });

  it('ignores sideways moves', () => {
    renderWithKit(view());
    fireEvent.touchStart(track(), { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(track(), { touches: [{ clientX: 160, clientY: 120 }] });
    expect(root()).toHaveAttribute('data-status', 'normal');
  });

  it('does nothing when disabled', () => {
    const onRefresh = vi.fn();
    renderWithKit(view({ disabled: true, onRefresh }));
    pull(3 * P);
    release();
    expect(root()).toHaveAttribute('data-status', 'normal');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('stops the page scrolling while pulling', () => {
    renderWithKit(view());
    fireEvent.touchStart(track(), { touches: [{ clientX: 100, clientY: 100 }] });
    const allowed = fireEvent.touchMove(track(), {
      touches: [{ clientX: 100, clientY: 140 }],
      cancelable: true,
    });
    expect(allowed).toBe(false);
  });

  it('pulls with a mouse through pointer events', () => {
    const onRefresh = vi.fn();
    renderWithKit(view({ onRefresh }));
    const init = { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100 };
    fireEvent.pointerDown(track(), { ...init, clientY: 100 });
    fireEvent.pointerMove(track(), { ...init, clientY: 101 });
    fireEvent.pointerMove(track(), { ...init, clientY: 100 + 2 * P });
    expect(root()).toHaveAttribute('data-status', 'loosing');
    fireEvent.pointerUp(track(), { ...init, clientY: 100 + 2 * P });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('leaves a mouse press alone, so a click inside reaches its button', () => {
    renderWithKit(view());
    const capture = vi.fn();
    track().setPointerCapture = capture;
    fireEvent.pointerDown(track(), { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 100 });
    fireEvent.pointerUp(track(), { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 100 });
    expect(capture).not.toHaveBeenCalled();
  });

  it('captures the mouse once a pull has begun', () => {
    renderWithKit(view());
    const capture = vi.fn();
    track().setPointerCapture = capture;
    const init = { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100 };
    fireEvent.pointerDown(track(), { ...init, clientY: 100 });
    fireEvent.pointerMove(track(), { ...init, clientY: 101 });
    fireEvent.pointerMove(track(), { ...init, clientY: 140 });
    expect(capture).toHaveBeenCalledWith(1);
  });

  it('takes its own texts', () => {
    const { rerender } = renderWithKit(view({ pullingText: 'Pull', loosingText: 'Let go' }));
    pull(10);
    expect(screen.getByText('Pull')).toBeInTheDocument();
    pull(2 * P);
    expect(screen.getByText('Let go')).toBeInTheDocument();
    rerender(view({ loading: true, loadingText: 'Wait' }));
    expect(screen.getByText('Wait')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithKit(view(), { locale: 'en' });
    pull(10);
    expect(screen.getByText('Pull to refresh...')).toBeInTheDocument();
    pull(2 * P);
    expect(screen.getByText('Release to refresh...')).toBeInTheDocument();
    release();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('announces the status in a polite live region', () => {
    renderWithKit(view({ loading: true }));
    expect(screen.getByText('加载中...').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(view({ className: 'extra', style: { margin: 3 }, 'aria-label': 'Records' }));
    expect(root()).toHaveClass('extra');
    expect(root()).toHaveStyle({ margin: '3px' });
    expect(root()).toHaveAttribute('aria-label', 'Records');
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithKit(view({ loading: true }));
    await expectNoAxeViolations(container);
  });
});
