import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { AT, TOKEN, baseRoutes, goods, present } from '../../testing/gameFixtures';
import { Record } from './Record';
import { PAGE_SIZE } from '@skinbox/api';
import { PULL_REFRESH_HEAD_HEIGHT } from '@skinbox/ui';
import type { Layout } from '../../layout/device';
import { priceOf } from '../../testing/price';

/** 25 rows: pages 1 and 2 hold 10, page 3 holds 5. */
const rowsOf = (page: number, kind: string) =>
  Array.from({ length: page < 3 ? PAGE_SIZE : 5 }, (_, i) => ({
    id: (page - 1) * PAGE_SIZE + i + 1,
    amount: '-15.00',
    kind,
    createdAt: AT,
  }));

function setup(layout: Layout = 'p', { goodsRows = 1 } = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const ledger = (path: string, kind: string) => (payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    return { list: rowsOf(Number(payload.page), kind), total: 25 };
  };
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/user/billDetails': ledger('bill', 'box.open'),
      '/api/user/ammoDetails': ledger('ammo', 'something.new'),
      '/api/user/goodsRecords': (payload) => {
        calls.push({ path: 'goods', payload });
        return {
          list: Array.from({ length: goodsRows }, () => ({
            id: 1,
            bagItemId: 3,
            goods: goods(3),
            kind: 'bag.sell',
            price: '1.00',
            createdAt: AT,
          })),
          total: goodsRows,
        };
      },
    },
  });
  const view = renderScreen(<Record />, {
    store,
    path: layout === 'm' ? '/m/record' : '/p/me/record',
  });
  return { calls, view };
}

describe('Record', () => {
  it('shows the coin ledger first, with translated kinds', async () => {
    setup();
    expect(await screen.findAllByText('开箱')).toHaveLength(PAGE_SIZE);
    expect(screen.getAllByText(priceOf('-15.00'))).toHaveLength(PAGE_SIZE);
    expect(screen.getByRole('tab', { name: '金币明细' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages 10 at a time with the kit pagination on desktop', async () => {
    const { calls } = setup();
    await screen.findAllByText('开箱');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getAllByRole('button', { name: /^第 \d 页$/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ path: 'bill', payload: { page: 2 } }));
  });

  it('loads the next pages on a phone as the list end comes near, until all 25 are shown', async () => {
    const { calls } = setup('m');
    // jsdom lays nothing out, so the list's end is always within the 100 px offset.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(calls.map((c) => c.payload)).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('reloads from page 1 when the list is pulled down on a phone', async () => {
    const { calls } = setup('m');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    const root = present(document.querySelector<HTMLElement>('[data-status]'));
    const track = present(root.firstElementChild);
    const pullBy = 3 * PULL_REFRESH_HEAD_HEIGHT;
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 100 }] });
    for (const step of [1, pullBy / 2, pullBy]) {
      fireEvent.touchMove(track, { touches: [{ clientX: 100, clientY: 100 + step }] });
    }
    fireEvent.touchEnd(track, { touches: [] });
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(4));
    expect(calls[3]).toEqual({ path: 'bill', payload: { page: 1 } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
  });

  it('switches ledgers from page 1 and names unknown kinds "other"', async () => {
    const { calls } = setup();
    await screen.findAllByText('开箱');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('tab', { name: '弹药明细' }));
    expect(await screen.findAllByText('其他')).toHaveLength(PAGE_SIZE);
    expect(calls.at(-1)).toEqual({ path: 'ammo', payload: { page: 1 } });
  });

  it.each(['p', 'm'] as const)(
    'shows the kit empty state for a ledger without rows (%s)',
    async (layout) => {
      setup(layout, { goodsRows: 0 });
      await screen.findAllByText('开箱');
      await userEvent.click(screen.getByRole('tab', { name: '饰品记录' }));
      expect(await screen.findByText('暂无数据')).toBeInTheDocument();
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    },
  );

  it('lists item records with the item name', async () => {
    setup();
    await screen.findAllByText('开箱');
    await userEvent.click(screen.getByRole('tab', { name: '饰品记录' }));
    expect(await screen.findByText('AK-47 | 红线 3')).toBeInTheDocument();
    expect(screen.getByText(/^出售饰品 · /)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = setup('m');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    await expectNoAxeViolations(view.container);
  });
});
