import { PrizeToast } from '@skinbox/ui';
import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { PersonalPrizeToast } from './PersonalPrizeToast';
import { PRIZE_TOAST_MS } from './PrizeAnnouncer';

describe('PersonalPrizeToast', () => {
  it("shows the player's festival goods (cid 102), then their new-year coins (cid 103)", async () => {
    act(() => PrizeToast.clear());
    const store = mockStore();
    renderScreen(<PersonalPrizeToast />, { store, path: '/m/activity' });
    act(() => {
      store.prizes.push({
        kind: 'activityGoods',
        activityId: 12,
        goodsName: 'AK-47 | 红线',
        image: '',
        price: '12.50',
      });
      store.prizes.push({ kind: 'newYear', prizeName: '大红包', image: '', amount: '2.00' });
    });
    const first = await screen.findByText(/AK-47 \| 红线/);
    expect(first).toHaveTextContent('12.50');
    expect(screen.queryByText(/大红包/)).toBeNull();
    await waitForElementToBeRemoved(first, { timeout: PRIZE_TOAST_MS + 2000 });
    const second = await screen.findByText(/大红包/);
    expect(second).toHaveTextContent('2.00');
    await waitForElementToBeRemoved(second, { timeout: PRIZE_TOAST_MS + 2000 });
    expect(store.prizes.queue).toEqual([]);
    store.dispose();
  }, 20_000);
});
