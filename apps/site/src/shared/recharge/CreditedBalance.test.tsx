import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION } from '@skinbox/ui';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { TOKEN, baseRoutes, userInfo } from '../../testing/gameFixtures';
import { CreditedBalance } from './CreditedBalance';
import { creditMoment } from './creditMoment';

/** The fake clock runs animation frames every 16 ms. */
const FRAME = 16;

async function balanceOf(amount: string) {
  const store = mockStore({ token: TOKEN, routes: baseRoutes(userInfo({}, amount)) });
  await store.user.loadInfo();
  renderScreen(<CreditedBalance data-testid="balance" />, { store, path: '/m/home' });
  return () => screen.getByTestId('balance').textContent?.replace(/[^\d.]/g, '');
}

describe('CreditedBalance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    runInAction(() => creditMoment.set(null));
  });

  it('shows the balance as it stands without a credit moment', async () => {
    const shown = await balanceOf('10.40');
    expect(shown()).toBe('10.40');
  });

  it('counts up over SPEC’s 3000 ms from the balance before a payment, ending on the new one', async () => {
    expect(COUNT_UP_DURATION).toBe(3000);
    runInAction(() => creditMoment.set({ from: '0.40', to: '110.40' }));
    const shown = await balanceOf('110.40');
    expect(shown()).toBe('0.40');
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION / 2));
    const half = Number(shown());
    expect(half).toBeGreaterThan(100);
    expect(half).toBeLessThan(110.4);
    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION / 2 + FRAME));
    expect(shown()).toBe('110.40');
    expect(creditMoment.get()).toBeNull();
  });

  it('leaves a moment that another balance change overtook, and shows the balance', async () => {
    runInAction(() => creditMoment.set({ from: '0.40', to: '110.40' }));
    const shown = await balanceOf('95.40');
    expect(shown()).toBe('95.40');
  });
});
