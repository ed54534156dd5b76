import { PrizeToast } from '@skinbox/ui';
import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { reelsSpinning } from '../shared/frame/reelsSpinning';
import { PRIZE_TOAST_MS, PrizeAnnouncer } from './PrizeAnnouncer';

const prize = {
  nickName: '欧皇',
  recoveryPrice: '1888.00',
  avater: '',
  boxType: 1 as const,
  boxId: 3,
};

describe('PrizeAnnouncer', () => {
  it('shows a win with the nickname and price for 5000 ms', async () => {
    const store = mockStore();
    renderScreen(<PrizeAnnouncer />, { store, path: '/m/home' });
    const shownAt = Date.now();
    act(() => store.announcements.push(prize));
    const toast = await screen.findByText(/欧皇/);
    expect(document.body).toHaveTextContent('1888.00');
    await waitForElementToBeRemoved(toast, { timeout: PRIZE_TOAST_MS + 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(PRIZE_TOAST_MS);
    store.dispose();
  }, 10_000);

  it('lays the fireworks over the page while a win shows, still when animations are off', async () => {
    const store = mockStore();
    store.prefs.setAnimation(false);
    renderScreen(<PrizeAnnouncer />, { store, path: '/m/home' });
    expect(screen.queryByTestId('fireworks')).toBeNull();
    act(() => store.announcements.push(prize));
    const fireworks = await screen.findByTestId('fireworks');
    expect(fireworks).toHaveAttribute('aria-hidden', 'true');
    expect(fireworks).toHaveAttribute('data-animated', 'false');
    store.dispose();
  });

  it("holds the toast and the fireworks while the player's own reels spin, then shows them", async () => {
    // The toasts of the tests above live on the page body: clear them first.
    act(() => PrizeToast.clear());
    const store = mockStore();
    renderScreen(<PrizeAnnouncer />, { store, path: '/m/openbox' });
    act(() => reelsSpinning.set(true));
    act(() => store.announcements.push(prize));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/欧皇/)).toBeNull();
    expect(screen.queryByTestId('fireworks')).toBeNull();
    act(() => reelsSpinning.set(false));
    expect(await screen.findByText(/欧皇/)).toBeInTheDocument();
    expect(screen.getByTestId('fireworks')).toBeInTheDocument();
    store.dispose();
  });
});
