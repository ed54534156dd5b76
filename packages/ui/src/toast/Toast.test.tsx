import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Toast } from './Toast';
import { TOAST_DEFAULT_DURATION, TOAST_Z_INDEX } from './ToastView';

describe('Toast.show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => Toast.clear());
    vi.useRealTimers();
    document.documentElement.lang = '';
  });

  it('creates its container on first use, not at import', () => {
    expect(document.querySelector('[data-sb-layer="toast"]')).toBeNull();
    act(() => {
      Toast.show('Saved');
    });
    expect(document.querySelector('[data-sb-layer="toast"]')).toContainElement(
      screen.getByRole('status'),
    );
  });

  it('shows a message politely as a status', () => {
    act(() => {
      Toast.show('Saved');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('disappears after the default 2000 ms', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(2000);
    act(() => {
      Toast.show('Saved');
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('takes the duration the caller gives, e.g. the site’s 3000 ms', () => {
    act(() => {
      Toast.show({ message: 'Network error', duration: 3000 });
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION));
    expect(screen.getByText('Network error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Network error')).toBeNull();
  });

  it('shows one at a time: a new toast replaces the current one and its timer', () => {
    act(() => {
      Toast.show('first');
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 500));
    act(() => {
      Toast.show('second');
    });
    expect(screen.queryByText('first')).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 500));
    expect(screen.queryByText('second')).toBeNull();
  });

  it('announces a failure as an alert', () => {
    act(() => {
      Toast.fail('Card number or password wrong');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Card number or password wrong');
  });

  it('shows a success icon with the message', () => {
    act(() => {
      Toast.success({ message: 'Exchanged' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-type', 'success');
    expect(status.querySelector('[data-icon="success"]')).not.toBeNull();
  });

  it('keeps a loading toast until it is cleared', () => {
    act(() => {
      Toast.loading('Opening');
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION * 10));
    expect(screen.getByRole('status')).toHaveTextContent('Opening');
    act(() => Toast.clear());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names a loading toast without a message in the page’s language', () => {
    document.documentElement.lang = 'en';
    act(() => {
      Toast.loading();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('lays a transparent shield over the whole page with forbidClick', () => {
    act(() => {
      Toast.loading({ forbidClick: true });
    });
    expect(document.querySelector('[data-toast-shield]')).toHaveStyle({
      position: 'fixed',
      inset: '0',
      zIndex: String(TOAST_Z_INDEX),
    });
  });

  it('leaves the page clickable without forbidClick', () => {
    act(() => {
      Toast.loading();
    });
    expect(document.querySelector('[data-toast-shield]')).toBeNull();
  });

  it('closes through its handle and calls onClose when its time is up', () => {
    const onClose = vi.fn();
    act(() => {
      Toast.show({ message: 'a', onClose });
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION));
    expect(onClose).toHaveBeenCalledTimes(1);
    let handle = { close: () => {} };
    act(() => {
      handle = Toast.show('b');
    });
    act(() => handle.close());
    expect(screen.queryByText('b')).toBeNull();
  });

  it('does not let an old handle close its replacement', () => {
    let first = { close: () => {} };
    act(() => {
      first = Toast.show('first');
      Toast.show('second');
    });
    act(() => first.close());
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});

describe('<Toast>', () => {
  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Toast
        open
        message="hi"
        className="extra"
        style={{ margin: 3 }}
        data-testid="t"
        aria-describedby="x"
      />,
    );
    const toast = screen.getByTestId('t');
    expect(toast).toHaveClass('extra');
    expect(toast).toHaveStyle({ margin: '3px' });
    expect(toast).toHaveAttribute('aria-describedby', 'x');
  });

  it('renders nothing while closed', () => {
    renderWithKit(<Toast open={false} message="hi" />);
    expect(screen.queryByText('hi')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <>
        <Toast open type="success" message="Saved" />
        <Toast open type="loading" message="Opening" position="top" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
