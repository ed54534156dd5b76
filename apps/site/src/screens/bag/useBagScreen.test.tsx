import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN, bagItem, baseRoutes, present, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { recordedCalls } from '../../testing/recordedCalls';
import { renderScreenHook } from '../../testing/renderScreenHook';
import { useBagScreen } from './useBagScreen';

const ITEMS = [
  bagItem(1, 'bag', '3.55'),
  bagItem(2, 'extracting', '1.20'),
  bagItem(3, 'bag', '2.00'),
];

async function setup({ steamUrl = 'https://steamcommunity.com/x', confirmed = true } = {}) {
  const calls = recordedCalls();
  const questions: string[] = [];
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl })),
      '/api/user/rucksackGoods': calls.record('rucksackGoods', () => ({
        list: ITEMS,
        total: 3,
        bagValue: '6.75',
      })),
      '/api/user/sell': calls.record('sell', () => ({ credited: '5.55', amount: '105.55' })),
    },
  });
  await store.user.loadInfo();
  const hook = renderScreenHook(
    () =>
      useBagScreen({
        confirm: (question) => {
          questions.push(question);
          return Promise.resolve(confirmed);
        },
      }),
    // Desktop pages load on their own; the mobile list asks for pages as its rows scroll in.
    { store, layout: 'p' },
  );
  await waitFor(() => expect(hook.result.current.bag.items).toHaveLength(3));
  return { calls, questions, hook, screen: () => hook.result.current };
}

describe('useBagScreen', () => {
  it('lists the first page of the bag for a signed-in player', async () => {
    const { calls, screen } = await setup();
    expect(screen().signedIn).toBe(true);
    expect(screen().bag.data?.bagValue).toBe('6.75');
    expect(calls.all[0]).toEqual({ path: 'rucksackGoods', payload: { page: 1 } });
  });

  it('asks again with the chosen state and filters', async () => {
    const { calls, screen } = await setup();
    act(() => screen().setState('extracting'));
    act(() => screen().filters.setPrice({ min: '1', max: '5' }));
    await waitFor(() =>
      expect(calls.last('rucksackGoods')).toEqual({
        page: 1,
        state: 'extracting',
        minPrice: '1',
        maxPrice: '5',
      }),
    );
  });

  it('leaves out a price range whose minimum is above its maximum', async () => {
    const { screen } = await setup();
    act(() => screen().filters.setPrice({ min: '9', max: '5' }));
    expect(screen().filters.query).toEqual({});
  });

  it('chooses, counts and totals items; a whole page at once; and clears', async () => {
    const { screen } = await setup();
    act(() => screen().toggle(present(ITEMS[0])));
    expect(screen().count).toBe(1);
    expect(screen().total).toBe('3.55');
    act(() => screen().choosePage());
    expect(screen().count).toBe(3);
    expect(screen().total).toBe('6.75');
    act(() => screen().clearChoice());
    expect(screen().count).toBe(0);
  });

  it('refuses a sale with nothing chosen without asking or calling', async () => {
    const { calls, questions, screen } = await setup();
    await act(() => screen().sell());
    expect(screen().outcome).toEqual({
      tone: 'error',
      text: '请选择要出售的饰品',
      bindTradeLink: false,
    });
    expect(questions).toEqual([]);
    expect(calls.made('sell')).toBe(false);
  });

  it('offers to bind a trade link when an extraction needs one', async () => {
    const { screen } = await setup({ steamUrl: '' });
    act(() => screen().toggle(present(ITEMS[0])));
    await act(() => screen().extract());
    expect(screen().outcome).toMatchObject({ tone: 'error', bindTradeLink: true });
    expect(screen().personalHref).toBe('/p/me/personal');
  });

  it('sells the chosen items once confirmed, then clears the choice and reloads', async () => {
    const { calls, questions, screen } = await setup();
    act(() => screen().toggle(present(ITEMS[0])));
    act(() => screen().toggle(present(ITEMS[2])));
    await act(() => screen().sell());
    expect(questions).toEqual(['确认出售 2 件饰品，共 5.55？出售后不能撤回。']);
    expect(calls.last('sell')).toEqual({ ids: [1, 3] });
    expect(screen().outcome).toEqual({ tone: 'success', text: '出售成功，获得 5.55' });
    expect(screen().count).toBe(0);
    await waitFor(() =>
      expect(calls.all.filter((c) => c.path === 'rucksackGoods')).toHaveLength(2),
    );
  });

  it('sells nothing when the player declines', async () => {
    const { calls, screen } = await setup({ confirmed: false });
    act(() => screen().toggle(present(ITEMS[0])));
    await act(() => screen().sell());
    expect(calls.made('sell')).toBe(false);
    expect(screen().count).toBe(1);
  });
});
