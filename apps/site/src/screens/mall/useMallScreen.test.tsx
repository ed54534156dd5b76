import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MALL, TOKEN, present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { recordedCalls } from '../../testing/recordedCalls';
import { renderScreenHook } from '../../testing/renderScreenHook';
import { mallRoutes } from './mallRoutes';
import { useMallScreen } from './useMallScreen';

async function setup({ signedIn = true, confirmed = true } = {}) {
  const calls = recordedCalls();
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: mallRoutes(calls.record),
  });
  const hook = renderScreenHook(
    () => useMallScreen({ confirm: () => Promise.resolve(confirmed) }),
    { store, layout: 'p' },
  );
  await waitFor(() => expect(hook.result.current.goods.items).toHaveLength(MALL.length));
  return { store, calls, screen: () => hook.result.current };
}

describe('useMallScreen', () => {
  it('lists the points mall first, and the coin mall with its filters when asked', async () => {
    const { calls, screen } = await setup();
    expect(calls.all[0]?.payload).toEqual({ page: 1, currency: 'point' });
    act(() => screen().setCurrency('amount'));
    act(() => screen().filters.setQuality('covert'));
    act(() => screen().setCategory('rifle'));
    await waitFor(() =>
      expect(calls.last('list')).toEqual({
        page: 1,
        currency: 'amount',
        quality: 'covert',
        category: 'rifle',
      }),
    );
  });

  it('keeps one choice at a time and drops it when a filter changes', async () => {
    const { screen } = await setup();
    const [first, second] = [present(MALL[0]), present(MALL[1])];
    act(() => screen().toggle(first));
    act(() => screen().toggle(second));
    expect(screen().chosen).toBe(second);
    act(() => screen().filters.setPrice({ min: '1', max: '' }));
    expect(screen().chosen).toBeNull();
  });

  it('refuses an exchange with nothing chosen', async () => {
    const { calls, screen } = await setup();
    await act(() => screen().exchange());
    expect(screen().outcome?.tone).toBe('error');
    expect(calls.made('buy')).toBe(false);
  });

  it('opens the sign-in for a visitor instead of exchanging', async () => {
    const { store, screen } = await setup({ signedIn: false });
    act(() => screen().toggle(present(MALL[0])));
    await act(() => screen().exchange());
    expect(store.ui.signInOpen).toBe(true);
  });

  it('exchanges the chosen item once confirmed and drops the choice', async () => {
    const { calls, screen } = await setup();
    const offer = present(MALL[0]);
    act(() => screen().toggle(offer));
    await act(() => screen().exchange());
    expect(calls.last('buy')).toEqual({
      mallGoodsId: offer.mallGoodsId,
    });
    expect(screen().outcome?.tone).toBe('success');
    expect(screen().chosen).toBeNull();
  });
});
