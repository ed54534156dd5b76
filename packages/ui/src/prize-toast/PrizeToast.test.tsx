import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_Z_INDEX } from '../notify/NotifyView';
import { OVERLAY_Z_INDEX } from '../overlay/Overlay';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { TOAST_Z_INDEX } from '../toast/ToastView';
import { PrizeToast } from './PrizeToast';
import { PRIZE_TOAST_DURATION, PRIZE_TOAST_Z_INDEX } from './PrizeToastView';

const prize = { nickName: 'Ada', price: '1288.50', boxType: 1, boxId: 7 } as const;

describe('PrizeToast.show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => PrizeToast.clear());
    vi.useRealTimers();
  });

  it('creates its container on first use, not at import', () => {
    expect(document.querySelector('[data-sb-layer="prize-toast"]')).toBeNull();
    act(() => {
      PrizeToast.show(prize);
    });
    expect(document.querySelector('[data-sb-layer="prize-toast"]')).not.toBeNull();
  });

  it('says who won how much in the chosen language', () => {
    act(() => {
      PrizeToast.show({ ...prize, locale: 'en' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ada won 1288.50');
  });

  it('says it in Chinese by default', () => {
    act(() => {
      PrizeToast.show(prize);
    });
    expect(screen.getByRole('status')).toHaveTextContent('恭喜 Ada 获得 1288.50');
  });

  it('labels a battle win apart from a box win', () => {
    act(() => {
      PrizeToast.show({ ...prize, boxType: 2, locale: 'en' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Battle');
  });

  it('stays 5000 ms', () => {
    expect(PRIZE_TOAST_DURATION).toBe(5000);
    act(() => {
      PrizeToast.show(prize);
    });
    act(() => vi.advanceTimersByTime(PRIZE_TOAST_DURATION - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reports the prize when clicked, to open its box', () => {
    const onClick = vi.fn();
    act(() => {
      PrizeToast.show({ ...prize, onClick });
    });
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ boxId: 7, boxType: 1 }));
  });

  it('shows one at a time', () => {
    act(() => {
      PrizeToast.show({ ...prize, nickName: 'first' });
      PrizeToast.show({ ...prize, nickName: 'second' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('second');
  });
});

describe('<PrizeToast>', () => {
  it('sits at z-index 2900: above popups, under toasts and notify bars', () => {
    expect(PRIZE_TOAST_Z_INDEX).toBe(2900);
    expect(PRIZE_TOAST_Z_INDEX).toBeGreaterThan(OVERLAY_Z_INDEX + 1);
    expect(PRIZE_TOAST_Z_INDEX).toBeLessThan(Math.min(TOAST_Z_INDEX, NOTIFY_Z_INDEX));
    renderWithKit(<PrizeToast open {...prize} data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveStyle({ position: 'fixed', zIndex: '2900' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <PrizeToast
        open
        {...prize}
        className="extra"
        style={{ margin: 3 }}
        data-testid="p"
        aria-describedby="x"
      />,
    );
    const toast = screen.getByTestId('p');
    expect(toast).toHaveClass('extra');
    expect(toast).toHaveStyle({ margin: '3px' });
    expect(toast).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <PrizeToast
        open
        {...prize}
        avatar="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        onClick={() => {}}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
