import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { baseRoutes } from '../../testing/gameFixtures';
import { pick } from '../../testing/goodsListing';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { Lucky } from './Lucky';
import { LUCKY_GOODS, luckyRoutes } from './luckyFixtures';

async function setup() {
  const calls: Record<string, unknown>[] = [];
  const store = mockStore({
    routes: {
      ...baseRoutes(),
      ...luckyRoutes(),
      '/api/lucky/goods': (payload) => {
        calls.push(payload);
        return { list: LUCKY_GOODS, total: LUCKY_GOODS.length };
      },
    },
  });
  const view = renderScreen(<Lucky />, { store, path: '/p/lucky' });
  return { calls, view };
}

/** Screen tests render whole pages: slow on a busy machine, so each has room. */
describe('Lucky', { timeout: 20_000 }, () => {
  it(
    'lists the targets, each a link to its page, for visitors too',
    { timeout: 20_000 },
    async () => {
      const { view } = await setup();
      const tile = await screen.findByRole('link', { name: /AWP \| 二西莫夫/ });
      expect(tile).toHaveAttribute('href', '/p/luckyDetails?goodsId=42');
      await expectNoAxeViolations(view.container);
    },
  );

  it('filters with the shared goods filters and orders by price', async () => {
    const { calls } = await setup();
    await screen.findByRole('link', { name: /AWP/ });
    expect(calls.at(-1)).toEqual({ page: 1, sort: 'priceDesc' });
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await pick('品质', '隐秘');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ page: 1, quality: 'covert', sort: 'priceDesc' }),
    );
    await userEvent.type(screen.getByLabelText('最低价格'), '100');
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('button', { name: '筛选 (2)' })).toBeInTheDocument();
    await pick('排序', '价格从低到高');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        page: 1,
        quality: 'covert',
        minPrice: '100',
        sort: 'priceAsc',
      }),
    );
  });
});
