import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
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
});
