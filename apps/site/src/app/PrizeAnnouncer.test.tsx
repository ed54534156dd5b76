import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => vi.useRealTimers());

  it('shows a win with nickname and price for 5000 ms', async () => {
    const store = mockStore();
    renderScreen(<PrizeAnnouncer />, { store, path: '/m/home' });
    await screen.findByRole('status');
    vi.useFakeTimers();
    act(() => store.announcements.push(prize));
    expect(screen.getByTestId('prize-toast')).toHaveTextContent('欧皇 开出了价值 1888.00 的饰品');
    act(() => vi.advanceTimersByTime(PRIZE_TOAST_MS - 1));
    expect(screen.getByTestId('prize-toast')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('prize-toast')).toBeNull();
    store.dispose();
  });
});
