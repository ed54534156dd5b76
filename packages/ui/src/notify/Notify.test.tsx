import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_Z_INDEX } from '../overlay/Overlay';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Notify } from './Notify';
import { NOTIFY_DEFAULT_DURATION, NOTIFY_Z_INDEX } from './NotifyView';

describe('Notify.show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => Notify.clear());
    vi.useRealTimers();
  });

  it('creates its container on first use, not at import', () => {
    expect(document.querySelector('[data-sb-layer="notify"]')).toBeNull();
    act(() => {
      Notify.show({ type: 'success', message: 'Saved' });
    });
    expect(document.querySelector('[data-sb-layer="notify"]')).toContainElement(
      screen.getByRole('status'),
    );
  });

  it('disappears after the default 3000 ms', () => {
    expect(NOTIFY_DEFAULT_DURATION).toBe(3000);
    act(() => {
      Notify.show({ type: 'primary', message: 'Hello' });
    });
    act(() => vi.advanceTimersByTime(NOTIFY_DEFAULT_DURATION - 1));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it('takes the duration the caller gives', () => {
    act(() => {
      Notify.show({ type: 'warning', message: 'Soon', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Soon')).toBeNull();
  });

  it('announces danger (the default type) as an alert', () => {
    act(() => {
      Notify.show('Failed');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('shows one at a time: a new bar replaces the current one', () => {
    act(() => {
      Notify.show({ type: 'success', message: 'first' });
    });
    act(() => {
      Notify.show({ type: 'success', message: 'second' });
    });
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('second');
  });

  it('clears at once with Notify.clear', () => {
    act(() => {
      Notify.show({ type: 'primary', message: 'x', duration: 0 });
    });
    act(() => Notify.clear());
    expect(screen.queryByText('x')).toBeNull();
  });

  it('calls onClose when its time is up', () => {
    const onClose = vi.fn();
    act(() => {
      Notify.show({ message: 'x', onClose });
    });
    act(() => vi.advanceTimersByTime(NOTIFY_DEFAULT_DURATION));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('<Notify>', () => {
  it('sits as a bar at the top of the page', () => {
    renderWithKit(<Notify open type="success" message="ok" />);
    expect(screen.getByRole('status')).toHaveStyle({ position: 'fixed', top: '0px' });
  });

  it('sits at z-index 3000, above popups and dialogs', () => {
    expect(NOTIFY_Z_INDEX).toBe(3000);
    expect(NOTIFY_Z_INDEX).toBeGreaterThan(OVERLAY_Z_INDEX + 1);
    renderWithKit(<Notify open type="success" message="ok" />);
    expect(screen.getByRole('status')).toHaveStyle({ zIndex: '3000' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Notify
        open
        message="hi"
        className="extra"
        style={{ margin: 3 }}
        data-testid="n"
        aria-describedby="x"
      />,
    );
    const bar = screen.getByTestId('n');
    expect(bar).toHaveClass('extra');
    expect(bar).toHaveStyle({ margin: '3px' });
    expect(bar).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Notify open type="warning" message="Careful" />);
    await expectNoAxeViolations(container);
  });
});
