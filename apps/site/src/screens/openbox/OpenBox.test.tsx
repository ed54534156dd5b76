import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { BOX_DETAIL, TOKEN, baseRoutes, userInfo, present } from '../../testing/gameFixtures';
import { LiveAnnouncer } from '../../shared/announcer/LiveAnnouncer';
import { OpenBox } from './OpenBox';
import { REEL_DURATION, REEL_HOLD_MS, REEL_STAGGER_MS } from '@skinbox/ui';
import { ownDrops } from '../../shared/frame/ownDrops';

function openResult(index: number) {
  const { goods } = present(BOX_DETAIL.items[index % BOX_DETAIL.items.length]);
  return {
    openId: 100 + index,
    bagItemId: 200 + index,
    goods,
    rollId: 300 + index,
    ticket: 5,
    nonce: index,
  };
}

function setup({
  signedIn = true,
  animation = false,
  balance = '85.00',
  results = openResult,
} = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const record =
    (path: string, answer: (payload: Record<string, unknown>) => unknown) =>
    (payload: Record<string, unknown>) => {
      calls.push({ path, payload });
      return answer(payload);
    };
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(userInfo({}, balance)),
      '/api/box/detail': record('/api/box/detail', () => BOX_DETAIL),
      '/api/box/open': record('/api/box/open', ({ count }) => ({
        results: Array.from({ length: Number(count) }, (_, i) => results(i)),
        amount: '85.00',
        point: '15.00',
      })),
      '/api/user/sell': record('/api/user/sell', () => ({ credited: '0.60', amount: '85.60' })),
      '/api/box/demo': record('/api/box/demo', () => ({
        goods: openResult(2).goods,
        ticket: 44109,
        demoSeed: 'a demo seed',
        clientSeed: 'demo',
        nonce: 0,
      })),
      '/api/recharge/methods': () => ({
        sandbox: true,
        methods: [
          {
            method: 'alipay',
            amounts: [
              { amount: '1.00', bonus: '0.00' },
              { amount: '10.00', bonus: '0.50' },
              { amount: '50.00', bonus: '3.00' },
            ],
          },
        ],
      }),
    },
  });
  store.prefs.setAnimation(animation);
  store.prefs.setSound(false);
  if (signedIn) void store.user.loadInfo();
  // Inside the layout's announcer, as the site renders it: results are said through it.
  const view = renderScreen(
    <LiveAnnouncer>
      <OpenBox />
    </LiveAnnouncer>,
    {
      store,
      path: '/m/openbox?boxId=1',
      pattern: '/m/openbox',
    },
  );
  return { store, calls, view };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the filters; their fields load the first time. */
async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: /^筛选/ }));
  await screen.findByLabelText('最低价格');
}

describe('OpenBox', () => {
  it('lists the items dearest first, the top drop marked, with odds to sensible precision', async () => {
    setup();
    expect(await screen.findByText('MP7 | 死亡骷髅')).toBeInTheDocument();
    expect(screen.getByText('概率 60%')).toBeInTheDocument();
    expect(screen.getByText('概率 1%')).toBeInTheDocument();
    const contents = screen.getByRole('region', { name: '箱内物品' });
    const names = [...contents.querySelectorAll('[data-quality] > [title]')].map(
      (name) => name.textContent,
    );
    expect(names).toEqual([
      '沙漠之鹰 | 黄金锦鲤',
      'AK-47 | 表面淬火',
      'USP 消音版 | 黑水',
      'MP7 | 死亡骷髅',
    ]);
    const top = within(contents).getByText('最高掉落').parentElement as HTMLElement;
    expect(within(top).getByText('沙漠之鹰 | 黄金锦鲤')).toBeInTheDocument();
  });

  it("names each item's quality beside its exterior, on a tile in its rarity", async () => {
    setup();
    const covert = await screen.findByText('隐秘 · 久经沙场');
    expect(covert.closest('[data-quality]')).toHaveAttribute('data-quality', 'covert');
    expect(screen.getAllByText('军规级 · 久经沙场')[0]?.closest('[data-quality]')).toHaveAttribute(
      'data-quality',
      'mil-spec',
    );
  });

  it('sums the odds by rarity under the case art', async () => {
    setup();
    const odds = await screen.findByRole('list', { name: '各品质概率' });
    expect(
      within(odds)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['军规级60%', '受限30%', '保密9%', '隐秘1%']);
  });

  it('folds the filters behind a control that counts the bounds set', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    const control = screen.getByRole('button', { name: '筛选' });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('最低价格')).toBeNull();
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低价格'), '3');
    expect(screen.getByRole('button', { name: '筛选（1）' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the kit empty state when the price range leaves no item', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低价格'), '99999');
    expect(screen.getByText('没有找到相关内容')).toBeInTheDocument();
    expect(screen.queryByText('MP7 | 死亡骷髅')).not.toBeInTheDocument();
  });

  it('refuses a minimum probability above the maximum and does not send it', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低概率 %'), '50');
    await userEvent.type(screen.getByLabelText('最高概率 %'), '10');
    expect(screen.getByText('最低概率不能高于最高概率')).toBeInTheDocument();
    const details = calls.filter((c) => c.path === '/api/box/detail');
    expect(
      details.some((c) => c.payload.minProbability === 50 && c.payload.maxProbability === 10),
    ).toBe(false);
  });

  it('asks for the box once as it opens, and again only for a probability range', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    const details = () => calls.filter((c) => c.path === '/api/box/detail');
    expect(details()).toHaveLength(1);
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低概率 %'), '5');
    await waitFor(() => expect(details().at(-1)?.payload.minProbability).toBe(5));
  });

  it('sends a valid probability range to the server', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低概率 %'), '5');
    await userEvent.type(screen.getByLabelText('最高概率 %'), '50');
    await waitFor(() =>
      expect(
        calls.some((c) => c.payload.minProbability === 5 && c.payload.maxProbability === 50),
      ).toBe(true),
    );
  });

  it('filters the items by price and refuses a minimum price above the maximum', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await openFilters();
    await userEvent.type(screen.getByLabelText('最低价格'), '3');
    expect(screen.queryByText('MP7 | 死亡骷髅')).not.toBeInTheDocument();
    expect(screen.getByText('USP 消音版 | 黑水')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('最高价格'), '1');
    expect(screen.getByText('最低价格不能高于最高价格')).toBeInTheDocument();
  });

  it('opens the chosen count (five) in one call and shows every drop', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '5 个' }));
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const results = await screen.findByRole('region', { name: '恭喜获得' });
    expect(calls.find((c) => c.path === '/api/box/open')?.payload).toEqual({ boxId: 1, count: 5 });
    expect(within(results).getAllByRole('button', { name: '出售' })).toHaveLength(5);
    // The animation switch is off in this setup: no reels at all.
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
  });

  it('switches sound and animation through the stored prefs', async () => {
    const { store } = setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('switch', { name: '音效' }));
    expect(store.prefs.soundOn).toBe(true);
    expect(screen.getByRole('switch', { name: '音效' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('switch', { name: '动画' }));
    expect(store.prefs.animationOn).toBe(false);
  });

  it('asks a visitor to sign in instead of opening', async () => {
    const { store, calls } = setup({ signedIn: false });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(store.ui.signInOpen).toBe(true);
    expect(calls.some((c) => c.path === '/api/box/open')).toBe(false);
  });

  it('spins the reels when animation is on, and skipping shows the results', async () => {
    setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(await screen.findByTestId('reels')).toBeInTheDocument();
    // The case stays above its reels while they spin.
    expect(within(screen.getByTestId('reels')).getByTestId('spinning-box-art')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '跳过动画' }));
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '恭喜获得' })).toBeInTheDocument();
  });

  it('shows the results by itself when the reels stop', async () => {
    setup({ animation: true });
    const open = await screen.findByRole('button', { name: /开启/ });
    await screen.findByText('MP7 | 死亡骷髅');
    // Fake timers from the click on, so the reels' clock starts under them.
    vi.useFakeTimers();
    fireEvent.click(open);
    for (let i = 0; i < 50 && !screen.queryByTestId('reels'); i++) {
      await act(() => Promise.resolve());
    }
    expect(screen.getByTestId('reels')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REEL_DURATION - 1);
    });
    expect(screen.getByTestId('reels')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // Landed: the drop stands lit under the marker for the hold, then the reveal.
    expect(screen.getByTestId('reel')).toHaveAttribute('data-landed', 'true');
    act(() => {
      vi.advanceTimersByTime(REEL_HOLD_MS - 1);
    });
    expect(screen.getByTestId('reels')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '恭喜获得' })).toBeInTheDocument();
  });

  it('lands several reels one after another, the reveal after the last one', async () => {
    setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '3 个' }));
    const open = screen.getByRole('button', { name: /开启/ });
    vi.useFakeTimers();
    fireEvent.click(open);
    for (let i = 0; i < 50 && !screen.queryByTestId('reels'); i++) {
      await act(() => Promise.resolve());
    }
    const reels = () => screen.getAllByTestId('reel');
    const landed = () => reels().map((reel) => reel.hasAttribute('data-landed'));
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    expect(landed()).toEqual([true, false, false]);
    act(() => vi.advanceTimersByTime(REEL_STAGGER_MS));
    expect(landed()).toEqual([true, true, false]);
    act(() => vi.advanceTimersByTime(REEL_STAGGER_MS));
    expect(landed()).toEqual([true, true, true]);
    act(() => vi.advanceTimersByTime(REEL_HOLD_MS));
    expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    expect(screen.getByTestId('opening-finish')).toBeInTheDocument();
  });

  it("keeps the opener's drops out of the ticker until the reels have shown them", async () => {
    setup({ animation: true });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    await screen.findByTestId('reels');
    expect(ownDrops.shows(100)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '跳过动画' }));
    expect(ownDrops.shows(100)).toBe(true);
  });

  it('shows the result at once, without reels, when the system asks for reduced motion', async () => {
    window.matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    try {
      setup({ animation: true });
      await screen.findByText('MP7 | 死亡骷髅');
      await userEvent.click(screen.getByRole('button', { name: /开启/ }));
      expect(await screen.findByRole('group', { name: '恭喜获得' })).toBeInTheDocument();
      expect(screen.queryByTestId('reels')).not.toBeInTheDocument();
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("says the result through the layout's live region, and offers to open again, one or five", async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const reveal = await screen.findByRole('group', { name: '恭喜获得' });
    expect(screen.getByTestId('live-announcer')).toHaveTextContent(/获得 .+（.+），价值 \d+\.\d\d/);
    await userEvent.click(within(reveal).getByRole('button', { name: /^开 5 个/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/box/open').map((c) => c.payload)).toEqual([
        { boxId: 1, count: 1 },
        { boxId: 1, count: 5 },
      ]),
    );
    expect(await screen.findByTestId('opening-finish')).toBeInTheDocument();
  });

  it('ends several boxes with what they brought against what they cost, the net in red', async () => {
    // Two drops of 0.60 from a box of 1.00.
    setup({ results: () => openResult(0) });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '2 个' }));
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    expect(await screen.findByTestId('opening-finish')).toHaveTextContent('获得 1.20，花费 2.00');
    expect(screen.getByTestId('opening-net')).toHaveTextContent('-0.80');
    expect(screen.getByTestId('opening-net')).toHaveStyle({ color: 'var(--sb-color-danger)' });
  });

  it('offers a visitor a demo spin, marked as a demo, that credits nothing', async () => {
    const { calls, store } = setup({ signedIn: false });
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '免费试玩' }));
    expect(calls.find((c) => c.path === '/api/box/demo')?.payload).toEqual({ boxId: 1 });
    const reveal = await screen.findByRole('group', { name: '试玩结果' });
    expect(within(reveal).getByText('试玩 · 不发放物品')).toBeInTheDocument();
    expect(within(reveal).queryByRole('button', { name: /出售/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/box/open')).toBe(false);
    await userEvent.click(within(reveal).getByRole('button', { name: '登录后开箱' }));
    expect(store.ui.signInOpen).toBe(true);
  });

  it('offers the demo to a player whose coins do not cover a box, not to one whose do', async () => {
    setup({ balance: '0.40' });
    await screen.findByText('MP7 | 死亡骷髅');
    expect(await screen.findByRole('button', { name: '免费试玩' })).toBeInTheDocument();
    cleanup();
    setup({ balance: '85.00' });
    await screen.findByText('MP7 | 死亡骷髅');
    await waitFor(() => expect(screen.getByRole('button', { name: /开启/ })).toBeEnabled());
    expect(screen.queryByRole('button', { name: '免费试玩' })).not.toBeInTheDocument();
  });

  it('reveals a single win with its value against the price, and sells it for its price', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const reveal = await screen.findByRole('group', { name: '恭喜获得' });
    await userEvent.click(within(reveal).getByRole('button', { name: /^以 .* 出售$/ }));
    expect(await screen.findByText('已出售，获得 0.60')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/sell')?.payload).toEqual({ ids: [200] });
    expect(screen.queryByRole('group', { name: '恭喜获得' })).not.toBeInTheDocument();
  });

  it('sells one of several drops from the results and says what it brought', async () => {
    const { calls } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: '2 个' }));
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const results = await screen.findByRole('region', { name: '恭喜获得' });
    await userEvent.click(
      within(results).getAllByRole('button', { name: '出售' })[0] as HTMLElement,
    );
    expect(await screen.findByText('已出售，获得 0.60')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/user/sell')?.payload).toEqual({ ids: [200] });
    expect(within(results).getAllByRole('button', { name: '出售' })[0]).toBeDisabled();
  });

  it("fires the fireworks for a top-tier drop of one's own, and not for a common one", async () => {
    setup({ results: () => openResult(3) });
    await screen.findByText('MP7 | 死亡骷髅');
    expect(screen.queryByTestId('top-drop-fireworks')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    await screen.findByRole('group', { name: '恭喜获得' });
    expect(screen.getByTestId('top-drop-fireworks')).toBeInTheDocument();
  });

  it('fires no fireworks for a common drop', async () => {
    setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    await screen.findByRole('group', { name: '恭喜获得' });
    expect(screen.queryByTestId('top-drop-fireworks')).not.toBeInTheDocument();
  });

  it('opens the deposit sheet with the amount missing when the coins do not cover the opening', async () => {
    const { calls } = setup({ balance: '0.40' });
    await screen.findByText('MP7 | 死亡骷髅');
    await waitFor(() => expect(screen.getByRole('button', { name: /开启/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '3 个' }));
    // The player's balance has arrived (0.40) before the click.
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: /开启/ }));
    const sheet = await screen.findByRole('dialog', { name: '余额不足' });
    expect(within(sheet).getByText('还差').nextElementSibling).toHaveTextContent('2.60');
    expect(calls.some((c) => c.path === '/api/box/open')).toBe(false);
    // The smallest amount that covers the shortfall is chosen, ready to pay.
    expect(await within(sheet).findByRole('button', { name: /10\.00/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sheet).getByRole('button', { name: '立即充值' })).toBeEnabled();
  });

  it('says a box that does not exist is not there, instead of loading for ever', async () => {
    const routes = baseRoutes(userInfo({}, '85.00'));
    delete routes['/api/box/detail']; // the mock server answers 404, as the real one does
    const store = mockStore({ routes });
    renderScreen(<OpenBox />, { store, path: '/m/openbox?boxId=999', pattern: '/m/openbox' });
    expect(await screen.findByText('没有这个箱子')).toBeInTheDocument();
    // It says why, and leads back to the cases instead of a bare "no data".
    expect(screen.getByText('它可能已经下架，去首页挑另一个箱子吧')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it("keeps the case art's room while the box loads, so the controls do not jump", async () => {
    let answer: (detail: unknown) => void = () => {};
    const routes = baseRoutes(userInfo({}, '85.00'));
    routes['/api/box/detail'] = () => new Promise((resolve) => (answer = resolve));
    const store = mockStore({ routes });
    renderScreen(<OpenBox />, { store, path: '/m/openbox?boxId=1', pattern: '/m/openbox' });
    expect(await screen.findByTestId('box-art-placeholder')).toBeInTheDocument();
    act(() => answer(BOX_DETAIL));
    expect(await screen.findByRole('img', { name: BOX_DETAIL.name })).toBeInTheDocument();
    expect(screen.queryByTestId('box-art-placeholder')).not.toBeInTheDocument();
  });

  it('offers a way home, as a button, when no box is chosen', async () => {
    const store = mockStore({ routes: { ...baseRoutes(userInfo({}, '85.00')) } });
    renderScreen(<OpenBox />, { store, path: '/m/openbox', pattern: '/m/openbox' });
    expect(await screen.findByText('没有指定箱子')).toBeInTheDocument();
    expect(screen.getByText('在首页挑一个箱子来开')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('MP7 | 死亡骷髅');
    await expectNoAxeViolations(view.container);
  });
});
