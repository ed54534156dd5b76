import { closeDialog } from '@skinbox/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN } from '../../testing/gameFixtures';
import { answerConfirm } from '../../testing/confirmDialog';
import {
  chooseIn,
  goodsTile as offer,
  openPicker,
  pick,
  searchBox,
} from '../../testing/goodsListing';
import { recordedCalls } from '../../testing/recordedCalls';
import { Mall } from './Mall';
import { mallRoutes } from './mallRoutes';
import { priceOf } from '../../testing/price';

function setup({ signedIn = true } = {}) {
  const calls = recordedCalls();
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: mallRoutes(calls.record),
  });
  const view = renderScreen(<Mall />, { store, path: '/p/mall' });
  return { store, calls, view };
}

afterEach(() => closeDialog());

describe('Mall', () => {
  it('keeps the exchange waiting until an item is chosen', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    expect(screen.getByRole('button', { name: '兑换' })).toBeDisabled();
    await userEvent.click(offer(11));
    expect(screen.getByRole('button', { name: '兑换' })).toBeEnabled();
    await userEvent.click(offer(11));
    expect(screen.getByRole('button', { name: '兑换' })).toBeDisabled();
    expect(calls.made('buy')).toBe(false);
  });

  it('shows a points offer at its points and a coin offer at its price', async () => {
    setup();
    expect(await screen.findByText('500.00 积分 · 库存 3')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: '金币商城' }));
    expect(await screen.findByText('库存 3')).toBeInTheDocument();
    expect(screen.queryByText('500.00 积分 · 库存 3')).not.toBeInTheDocument();
  });

  it('keeps one item chosen at a time and exchanges it', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    await userEvent.click(offer(11));
    await userEvent.click(offer(12));
    expect(offer(11)).toHaveAttribute('aria-pressed', 'false');
    expect(offer(12)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    await answerConfirm(/^确认用 \S+ 积分 兑换 AK-47 \| 红线 12？/);
    expect(await screen.findByRole('status')).toHaveTextContent('兑换成功');
    expect(calls.last('buy')).toEqual({ mallGoodsId: 2 });
  });

  it('shows the exchange quota in the coin mall when signed in', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: '金币商城' }));
    expect(await screen.findByText(priceOf('12.50'))).toBeInTheDocument();
  });

  it('lets a visitor browse but asks to sign in to exchange', async () => {
    const { store } = setup({ signedIn: false });
    await screen.findByText('AK-47 | 红线 11');
    expect(screen.queryByText('可兑换额度')).not.toBeInTheDocument();
    await userEvent.click(offer(11));
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(store.ui.signInOpen).toBe(true);
  });

  it('filters by category and quality', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await pick('类别', '步枪');
    await pick('品质', '隐秘');
    expect(screen.getByLabelText('类别')).toHaveValue('步枪');
    await waitFor(() =>
      expect(calls.last('list')).toEqual({
        page: 1,
        currency: 'point',
        quality: 'covert',
        category: 'rifle',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('button', { name: '筛选 (2)' })).toBeInTheDocument();
  });

  it('refuses a minimum price above the maximum and does not send it', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    await userEvent.type(screen.getByLabelText('最低价格'), '9');
    await userEvent.type(screen.getByLabelText('最高价格'), '2');
    expect(screen.getByText('最低价格不能高于最高价格')).toBeInTheDocument();
    expect(calls.all.some((c) => c.payload.minPrice === '9' && c.payload.maxPrice === '2')).toBe(
      false,
    );
  });

  it('searches by name once typing pauses and drops the choice', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    await userEvent.click(offer(11));
    await userEvent.type(searchBox(), 'AK');
    await waitFor(() =>
      expect(calls.last('list')).toEqual({ page: 1, currency: 'point', name: 'AK' }),
    );
    expect(calls.all.some((c) => c.payload.name === 'A')).toBe(false);
    expect(screen.getByRole('button', { name: '兑换' })).toBeDisabled();
  });

  it('orders dearest first through the sort picker, cheapest first by default', async () => {
    const { calls } = setup();
    await screen.findByText('AK-47 | 红线 11');
    const picker = await openPicker(
      screen.getByRole('button', { name: '排序: 价格从低到高' }),
      '排序',
    );
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['价格从低到高', '价格从高到低']);
    await chooseIn(picker, '价格从高到低');
    await waitFor(() =>
      expect(calls.last('list')).toEqual({ page: 1, currency: 'point', sort: 'priceDesc' }),
    );
  });

  it('says a search found nothing', async () => {
    setup();
    await screen.findByText('AK-47 | 红线 11');
    await userEvent.type(searchBox(), 'none');
    expect(await screen.findByText('没有符合条件的饰品')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('AK-47 | 红线 11');
    await expectNoAxeViolations(view.container);
  });
});
