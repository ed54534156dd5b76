import { closeDialog } from '@skinbox/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Layout } from '../../layout/device';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { TOKEN, bagItem, baseRoutes, userInfo, present } from '../../testing/gameFixtures';
import { answerConfirm as answer } from '../../testing/confirmDialog';
import {
  chooseIn,
  goodsTile as tile,
  openPicker,
  pick,
  searchBox,
} from '../../testing/goodsListing';
import { goodsNamed } from '../../testing/goodsNamed';
import { recordedCalls } from '../../testing/recordedCalls';
import { Bag } from './Bag';

const ITEMS = [
  bagItem(1, 'bag', '3.55'),
  bagItem(2, 'extracting', '1.20'),
  bagItem(3, 'extracted'),
];

async function setup({ steamUrl = 'https://steamcommunity.com/x', layout = 'm' as Layout } = {}) {
  const calls = recordedCalls();
  const { record } = calls;
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(userInfo({ steamUrl })),
      '/api/user/rucksackGoods': record('rucksackGoods', ({ name }) => {
        const found = goodsNamed(ITEMS, name);
        // The whole bag is 23 items, ITEMS its first page; a search finds fewer.
        return { list: found, total: name ? found.length : 23, bagValue: '3.55' };
      }),
      '/api/user/sell': record('sell', () => ({ credited: '3.55', amount: '103.55' })),
      '/api/user/extractGoods': record('extract', () => ({
        deliveries: [{ bagItemId: 1, dueAt: '2026-11-20T12:05:00.000Z' }],
      })),
      '/api/user/cancelExtract': record('cancel', () => null),
    },
  });
  await store.user.loadInfo();
  const view = renderScreen(<Bag />, {
    store,
    path: layout === 'm' ? '/m/bag' : '/p/me/bag',
  });
  await screen.findByText(present(ITEMS[0]).goods.name);
  return { calls, view };
}

/** A signed-in player's empty bag on /m/bag. */
function renderEmptyBag() {
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/user/rucksackGoods': () => ({ list: [], total: 0, bagValue: '0.00' }),
    },
  });
  return renderScreen(<Bag />, { store, path: '/m/bag' });
}

afterEach(() => closeDialog());

const sellChosen = /^出售所选 \(\d+\)$/;

/** Opens the filter sheet behind the filter button. */
const openFilters = () => userEvent.click(screen.getByRole('button', { name: /^筛选/ }));

describe('Bag', () => {
  it('keeps sell, extract and cancel waiting until something is chosen', async () => {
    await setup();
    for (const name of ['出售所选 (0)', '提取', '取消提取'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    await userEvent.click(tile(1));
    for (const name of ['出售所选 (1)', '提取', '取消提取'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.getByRole('button', { name: '出售所选 (0)' })).toBeDisabled();
  });

  it('says an empty bag is empty and leads to the cases', async () => {
    const { router } = renderEmptyBag();
    expect(await screen.findByText('背包还是空的，开个箱子装点饰品吧')).toBeInTheDocument();
    // Nothing to filter, choose or sell: only the way to the cases.
    expect(screen.queryByRole('button', { name: /^出售/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去开箱' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('says a filter left nothing, rather than that the bag is empty', async () => {
    renderEmptyBag();
    await screen.findByText('背包还是空的，开个箱子装点饰品吧');
    await userEvent.click(screen.getByRole('tab', { name: '提取中' }));
    expect(await screen.findByText('没有符合条件的饰品')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去开箱' })).not.toBeInTheDocument();
  });

  it('refuses a sale that includes an extracting item', async () => {
    await setup();
    await userEvent.click(tile(1));
    await userEvent.click(tile(2));
    await userEvent.click(screen.getByRole('button', { name: sellChosen }));
    expect(screen.getByRole('alert')).toHaveTextContent('提取中的饰品不能出售');
  });

  it('sells the chosen items and says what they brought', async () => {
    const { calls } = await setup();
    await userEvent.click(tile(1));
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: sellChosen }));
    await answer(/^确认出售 1 件饰品，共 3\.55？/);
    expect(await screen.findByRole('status')).toHaveTextContent('出售成功，获得 3.55');
    expect(calls.last('sell')).toEqual({ ids: [1] });
  });

  it('sells everything still in the bag after asking, whatever is chosen', async () => {
    const { calls } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '全部出售 (3.55)' }));
    await answer(/^确认出售背包里的全部饰品，共 3\.55？/);
    expect(await screen.findByRole('status')).toHaveTextContent('出售成功，获得 3.55');
    expect(calls.all.filter((c) => c.path === 'rucksackGoods')).toContainEqual({
      path: 'rucksackGoods',
      payload: { page: 1, pageSize: 50, state: 'bag' },
    });
    expect(calls.last('sell')).toEqual({
      ids: ITEMS.map((item) => item.id),
    });
  });

  it('refuses an extraction that includes an extracted item', async () => {
    await setup();
    await userEvent.click(tile(3));
    await userEvent.click(screen.getByRole('button', { name: '提取' }));
    expect(screen.getByRole('alert')).toHaveTextContent('饰品已提取，不能再次提取');
  });

  it('refuses an extraction before the trade link is bound', async () => {
    const { calls } = await setup({ steamUrl: '' });
    await userEvent.click(tile(1));
    await userEvent.click(screen.getByRole('button', { name: '提取' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先绑定交易链接');
    expect(screen.getByRole('link', { name: '去绑定交易链接' })).toHaveAttribute(
      'href',
      '/m/personal',
    );
    expect(calls.made('extract')).toBe(false);
  });

  it('extracts the chosen items', async () => {
    const { calls } = await setup();
    await userEvent.click(tile(1));
    await userEvent.click(screen.getByRole('button', { name: '提取' }));
    await answer(/^确认提取 1 件饰品/);
    expect(await screen.findByRole('status')).toHaveTextContent('已开始提取');
    expect(calls.last('extract')).toEqual({ ids: [1] });
  });

  it('refuses to cancel items that are not being extracted', async () => {
    await setup();
    await userEvent.click(tile(1));
    await userEvent.click(screen.getByRole('button', { name: '取消提取' }));
    expect(screen.getByRole('alert')).toHaveTextContent('饰品不在提取中，无法取消提取');
  });

  it('cancels an extraction', async () => {
    const { calls } = await setup();
    await userEvent.click(tile(2));
    await userEvent.click(screen.getByRole('button', { name: '取消提取' }));
    await answer(/^确认取消提取 1 件饰品/);
    expect(await screen.findByRole('status')).toHaveTextContent('已取消提取');
    expect(calls.last('cancel')).toEqual({ ids: [2] });
  });

  it('asks before selling and sells nothing when the player cancels', async () => {
    const { calls } = await setup();
    await userEvent.click(tile(1));
    await userEvent.click(screen.getByRole('button', { name: sellChosen }));
    await answer(/出售后不能撤回/, '取消');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.made('sell')).toBe(false);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by state from its tab and asks again from page 1', async () => {
    const { calls } = await setup({ layout: 'p' });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('tab', { name: '提取中' }));
    await waitFor(() =>
      expect(calls.last('rucksackGoods')).toEqual({
        page: 1,
        state: 'extracting',
      }),
    );
  });

  it('filters by quality through the kit picker', async () => {
    const { calls } = await setup();
    await openFilters();
    await pick('品质', '隐秘');
    expect(screen.getByLabelText('品质')).toHaveValue('隐秘');
    await waitFor(() =>
      expect(calls.last('rucksackGoods')).toEqual({
        page: 1,
        quality: 'covert',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('button', { name: '筛选 (1)' })).toBeInTheDocument();
  });

  it('refuses a minimum price above the maximum and does not send it', async () => {
    const { calls } = await setup();
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低价格'), '9');
    await userEvent.type(screen.getByLabelText('最高价格'), '2');
    expect(screen.getByText('最低价格不能高于最高价格')).toBeInTheDocument();
    expect(screen.getByLabelText('最高价格')).toHaveAttribute('aria-invalid', 'true');
    expect(
      calls.all.filter((c) => c.path === 'rucksackGoods').some((c) => 'maxPrice' in c.payload),
    ).toBe(false);
  });

  it('pages 10 at a time with the kit pagination on desktop', async () => {
    const { calls } = await setup({ layout: 'p' });
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getAllByRole('button', { name: /^第 \d 页$/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.last('rucksackGoods')).toEqual({ page: 2 }));
  });

  it('searches by name once typing pauses, from page 1, and clears the search', async () => {
    const { calls } = await setup({ layout: 'p' });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.last('rucksackGoods')).toEqual({ page: 2 }));
    expect(searchBox()).toHaveAttribute('placeholder', '搜索饰品');
    await userEvent.type(searchBox(), ' 红线 ');
    await waitFor(() => expect(calls.last('rucksackGoods')).toEqual({ page: 1, name: '红线' }));
    // Typed quickly, so the listing never asked for part of the name.
    expect(calls.all.some((c) => c.payload.name === '红')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(calls.last('rucksackGoods')).toEqual({ page: 1 }));
  });

  it('orders by price through the sort picker beside the filter button', async () => {
    const { calls } = await setup();
    await chooseIn(
      await openPicker(screen.getByRole('button', { name: '排序: 最新获得' }), '排序'),
      '价格从高到低',
    );
    await waitFor(() =>
      expect(calls.last('rucksackGoods')).toEqual({ page: 1, sort: 'priceDesc' }),
    );
    expect(screen.getByRole('button', { name: '排序: 价格从高到低' })).toBeInTheDocument();
  });

  it('says a search found nothing and keeps the search to change it', async () => {
    await setup();
    await userEvent.type(searchBox(), 'none');
    expect(await screen.findByText('没有符合条件的饰品')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去开箱' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('none');
  });

  it('has no axe violations', async () => {
    const { view } = await setup();
    await expectNoAxeViolations(view.container);
  });
});
