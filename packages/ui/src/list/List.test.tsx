import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { List, type ListProps } from './List';
import { LIST_OFFSET } from './useList';

const VIEW_BOTTOM = 500;
/** How far the list's end lies below the scroll parent's bottom edge, in px. */
let distance = 1000;
/** How far the list's start lies above the scroll parent's top edge (direction 'up'). */
let distanceUp = 1000;

function box(top: number, bottom: number) {
  return { top, bottom, height: bottom - top, left: 0, right: 100, width: 100, x: 0, y: top };
}

beforeEach(() => {
  distance = 1000;
  distanceUp = 1000;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.getAttribute('data-testid') === 'scroller') return box(0, VIEW_BOTTOM) as DOMRect;
    if (this.hasAttribute('data-sb-list-placeholder')) {
      const previous = this.previousElementSibling;
      // The placeholder at the end ('down') or at the start ('up') of the list.
      return (
        previous
          ? box(VIEW_BOTTOM + distance, VIEW_BOTTOM + distance)
          : box(-distanceUp, -distanceUp)
      ) as DOMRect;
    }
    return box(0, 0) as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Scroller(props: ListProps) {
  return (
    <div data-testid="scroller" style={{ overflowY: 'auto', height: VIEW_BOTTOM }}>
      <List {...props}>
        <article>one</article>
        <article>two</article>
      </List>
    </div>
  );
}

describe('List', () => {
  it(`asks for more when the end is ${LIST_OFFSET - 1} px below the visible bottom`, () => {
    expect(LIST_OFFSET).toBe(100);
    distance = LIST_OFFSET - 1;
    const onLoad = vi.fn();
    renderWithKit(<Scroller onLoad={onLoad} />);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it(`does not ask at exactly ${LIST_OFFSET} px: SPEC loads only under the offset`, () => {
    distance = LIST_OFFSET;
    const onLoad = vi.fn();
    renderWithKit(<Scroller onLoad={onLoad} />);
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('checks again when its children change, without a scroll', () => {
    const onLoad = vi.fn();
    const { rerender } = renderWithKit(<Scroller onLoad={onLoad} />);
    expect(onLoad).not.toHaveBeenCalled();
    distance = LIST_OFFSET - 1;
    rerender(<Scroller onLoad={onLoad} data-page="2" />);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('takes another offset', () => {
    distance = 250;
    const onLoad = vi.fn();
    renderWithKit(<Scroller offset={300} onLoad={onLoad} />);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('asks when the nearest scroll parent scrolls near the end', () => {
    const onLoad = vi.fn();
    renderWithKit(<Scroller onLoad={onLoad} />);
    expect(onLoad).not.toHaveBeenCalled();
    distance = 40;
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('asks only once for a burst of scroll events', () => {
    const onLoad = vi.fn();
    renderWithKit(<Scroller onLoad={onLoad} />);
    distance = 40;
    fireEvent.scroll(screen.getByTestId('scroller'));
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('does not check on mount when immediateCheck is off', () => {
    distance = 0;
    const onLoad = vi.fn();
    renderWithKit(<Scroller immediateCheck={false} onLoad={onLoad} />);
    expect(onLoad).not.toHaveBeenCalled();
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while loading', () => {
    distance = 0;
    const onLoad = vi.fn();
    renderWithKit(<Scroller loading onLoad={onLoad} />);
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('asks nothing once finished', () => {
    distance = 0;
    const onLoad = vi.fn();
    renderWithKit(<Scroller finished onLoad={onLoad} />);
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('asks nothing in error', () => {
    distance = 0;
    const onLoad = vi.fn();
    renderWithKit(<Scroller error onLoad={onLoad} />);
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('reports loading through onLoadingChange and marks the feed busy', () => {
    distance = 0;
    const onLoadingChange = vi.fn();
    renderWithKit(<Scroller onLoadingChange={onLoadingChange} />);
    expect(onLoadingChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
  });

  it('checks again when loading ends and loads again while still near the end', () => {
    distance = 0;
    const onLoad = vi.fn();
    const { rerender } = renderWithKit(<Scroller loading={false} onLoad={onLoad} />);
    expect(onLoad).toHaveBeenCalledTimes(1);
    rerender(<Scroller loading onLoad={onLoad} />);
    rerender(<Scroller loading={false} onLoad={onLoad} />);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('shows the loading text in a polite live region', () => {
    renderWithKit(<Scroller loading />);
    const text = screen.getByText('加载中...');
    expect(text.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows the no-more text once finished and no loading text', () => {
    renderWithKit(<Scroller loading finished />);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByText('加载中...')).toBeNull();
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error text; clicking it clears the error and loads again', async () => {
    const onLoad = vi.fn();
    const onErrorChange = vi.fn();
    renderWithKit(<Scroller error onErrorChange={onErrorChange} onLoad={onLoad} />);
    await userEvent.click(screen.getByRole('button', { name: '请求失败，点击重新加载' }));
    expect(onErrorChange).toHaveBeenCalledWith(false);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('takes its own texts', () => {
    const { rerender } = renderWithKit(<Scroller loading loadingText="Fetching" />);
    expect(screen.getByText('Fetching')).toBeInTheDocument();
    rerender(<Scroller finished finishedText="The end" />);
    expect(screen.getByText('The end')).toBeInTheDocument();
    rerender(<Scroller error errorText="Retry" />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    const { rerender } = renderWithKit(<Scroller loading />, { locale: 'en' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<Scroller finished />);
    expect(screen.getByText('No more items')).toBeInTheDocument();
    rerender(<Scroller error />);
    expect(screen.getByRole('button', { name: 'Request failed. Tap to reload' })).toBeVisible();
  });

  it('clears loading when the promise from onLoad resolves', async () => {
    distance = 0;
    let resolve = () => {};
    const onLoad = () => new Promise<void>((done) => (resolve = done));
    renderWithKit(<Scroller onLoad={onLoad} />);
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    distance = 1000;
    await act(async () => resolve());
    expect(screen.queryByText('加载中...')).toBeNull();
  });

  it('leaves a controlled loading to its owner when the promise resolves, asking no more meanwhile', async () => {
    distance = 0;
    let resolve = () => {};
    const onLoad = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onLoadingChange = vi.fn();
    const { rerender } = renderWithKit(
      <Scroller loading={false} onLoadingChange={onLoadingChange} onLoad={onLoad} />,
    );
    expect(onLoadingChange).toHaveBeenLastCalledWith(true);
    // The owner shows it loading; its page answers, but its rows are still to render.
    rerender(<Scroller loading onLoadingChange={onLoadingChange} onLoad={onLoad} />);
    await act(async () => resolve());
    expect(onLoadingChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByText('加载中...')).toBeInTheDocument();
    expect(onLoad).toHaveBeenCalledTimes(1);
    // The owner sets it back with the rows: the list checks its end against them.
    distance = 1000;
    rerender(<Scroller loading={false} onLoadingChange={onLoadingChange} onLoad={onLoad} />);
    expect(screen.queryByText('加载中...')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the error when the promise from onLoad rejects', async () => {
    distance = 0;
    let reject = () => {};
    const onLoad = () => new Promise<void>((_, fail) => (reject = () => fail(new Error('x'))));
    renderWithKit(<Scroller onLoad={onLoad} />);
    await act(async () => reject());
    expect(screen.getByRole('button', { name: '请求失败，点击重新加载' })).toBeInTheDocument();
  });

  it("loads at the top with direction 'up'", () => {
    distance = 0;
    distanceUp = LIST_OFFSET;
    const onLoad = vi.fn();
    renderWithKit(<Scroller direction="up" onLoad={onLoad} />);
    expect(onLoad).not.toHaveBeenCalled();
    distanceUp = LIST_OFFSET - 1;
    fireEvent.scroll(screen.getByTestId('scroller'));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('uses the window when no ancestor scrolls', () => {
    const onLoad = vi.fn();
    // The end lies exactly offset px below the window's bottom edge, then 1 px less.
    distance = window.innerHeight - VIEW_BOTTOM + LIST_OFFSET;
    renderWithKit(
      <List onLoad={onLoad}>
        <article>one</article>
      </List>,
    );
    expect(onLoad).not.toHaveBeenCalled();
    distance -= 1;
    fireEvent.scroll(window);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <List
        finished
        className="extra"
        style={{ margin: 3 }}
        data-testid="l"
        aria-label="Records"
      />,
    );
    const root = screen.getByTestId('l');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(screen.getByRole('feed', { name: 'Records' })).toBeInTheDocument();
  });

  it('has no accessibility violations (loading, finished, error)', async () => {
    const { container, rerender } = renderWithKit(<Scroller loading />);
    await expectNoAxeViolations(container);
    rerender(<Scroller finished />);
    await expectNoAxeViolations(container);
    rerender(<Scroller error />);
    await expectNoAxeViolations(container);
  });
});
