import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { AT, TOKEN, baseRoutes, goods } from '../game/testing/fixtures';
import { Record } from './Record';
import { priceOf } from '../../testing/price';

function setup() {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const ledger = (path: string, kind: string) => (payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    return { list: [{ id: 1, amount: '-15.00', kind, createdAt: AT }], total: 25 };
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
          list: [
            {
              id: 1,
              bagItemId: 3,
              goods: goods(3),
              kind: 'bag.sell',
              price: '1.00',
              createdAt: AT,
            },
          ],
          total: 1,
        };
      },
    },
  });
  const view = renderScreen(<Record layout="m" />, { store, path: '/m/record' });
  return { calls, view };
}

describe('Record', () => {
  it('shows the coin ledger first, with translated kinds', async () => {
    setup();
    expect(await screen.findByText('开箱')).toBeInTheDocument();
    expect(screen.getByText(priceOf('-15.00'))).toBeInTheDocument();
  });

  it('pages 10 at a time', async () => {
    const { calls } = setup();
    expect(await screen.findByText('第 1 / 3 页')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ path: 'bill', payload: { page: 2 } }));
  });

  it('switches ledgers from page 1 and names unknown kinds "other"', async () => {
    const { calls } = setup();
    await screen.findByText('开箱');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '弹药明细' }));
    expect(await screen.findByText('其他')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: 'ammo', payload: { page: 1 } });
  });

  it('lists item records with the item name', async () => {
    setup();
    await screen.findByText('开箱');
    await userEvent.click(screen.getByRole('button', { name: '饰品记录' }));
    expect(await screen.findByText('AK-47 | 红线 3')).toBeInTheDocument();
    expect(screen.getByText('出售饰品')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('开箱');
    await expectNoAxeViolations(view.container);
  });
});
