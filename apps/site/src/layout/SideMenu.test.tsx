import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { userInfo } from '../testing/gameFixtures';
import type { MockRoutes } from '../testing/mockTransport';
import { SideMenu } from './SideMenu';

async function openMenu(
  modules: { name: string; status: number }[],
  token?: string,
  appDownloadUrl = 'https://example.invalid/app.apk',
  rewards: MockRoutes = {},
) {
  const store = mockStore({
    ...(token ? { token } : {}),
    routes: {
      '/api/user/getInfo': () => userInfo(),
      '/api/index/getModuleList': () => modules,
      ...rewards,
      '/api/index/getArticleList': () => [
        {
          id: 1,
          title: '',
          type: 'OtherConfig',
          sort: 1,
          content: JSON.stringify({
            serviceUrl: 'https://example.invalid/chat',
            groupChatUrl: '',
            appDownloadUrl,
          }),
        },
      ],
    },
  });
  await Promise.all([
    store.app.loadModules(),
    store.app.loadOtherConfig(),
    ...(token ? [store.user.loadInfo()] : []),
  ]);
  renderScreen(<SideMenu layout="m" />, { store, path: '/m/home' });
  await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
  return { store, menu: within(await screen.findByRole('navigation', { name: '菜单' })) };
}

const NOW = '2026-11-28T12:00:00.000Z';

const task = (state: 'claimable' | 'claimed') => ({
  id: 'day.boxSpend',
  period: 'day',
  kind: 'boxSpend',
  goal: '100.00',
  done: '100.00',
  percent: 100,
  reward: '1.00',
  state,
});

describe('SideMenu', () => {
  it('lists an entry only when its screen exists and its module is on', async () => {
    const { menu } = await openMenu([
      { name: 'AppDownload', status: 1 },
      { name: 'Service', status: 1 },
      { name: 'GroupChat', status: 1 },
    ]);
    expect(menu.getByRole('link', { name: '会员体系' })).toHaveAttribute('href', '/m/vip');
    expect(menu.getByRole('link', { name: 'APP下载' })).toHaveAttribute('href', '/m/download');
    // Groups and customer service are the site's own screens; OtherConfig's links show in them.
    expect(menu.getByRole('link', { name: '在线客服' })).toHaveAttribute('href', '/m/service');
    expect(menu.getByRole('link', { name: '官方群' })).toHaveAttribute('href', '/m/chat');
  });

  it('groups its entries under games, rewards, account and support headings', async () => {
    const { menu } = await openMenu([
      { name: 'Service', status: 1 },
      { name: 'Recharge', status: 1 },
    ]);
    const group = (name: string) => within(menu.getByRole('region', { name }));
    expect(menu.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '游戏',
      '福利',
      '账户',
      '帮助与客服',
    ]);
    expect(group('游戏').getByRole('link', { name: '火箭冲天' })).toBeInTheDocument();
    expect(group('福利').getByRole('link', { name: '每日签到' })).toBeInTheDocument();
    expect(group('账户').getByRole('link', { name: '充值中心' })).toBeInTheDocument();
    expect(group('帮助与客服').getByRole('link', { name: '在线客服' })).toBeInTheDocument();
  });

  it('leads to the reservations of upcoming events, which only mobile has', async () => {
    const { menu } = await openMenu([]);
    expect(menu.getByRole('link', { name: '活动预约' })).toHaveAttribute('href', '/m/reserve');
  });

  it('offers the app download only once its address is configured', async () => {
    const { menu } = await openMenu([{ name: 'AppDownload', status: 1 }], undefined, '');
    expect(menu.queryByRole('link', { name: 'APP下载' })).toBeNull();
  });

  it('greets a visitor with sign-in and sign-up', async () => {
    const { menu } = await openMenu([]);
    const card = within(menu.getByRole('region', { name: '个人中心' }));
    expect(card.getByText('登录后即可开箱')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: '注册' })).toBeInTheDocument();
  });

  it("shows a player's card: nickname (the default in the viewer's language), VIP level, balance with its deposit + and points", async () => {
    const { menu } = await openMenu([{ name: 'Recharge', status: 1 }], 'tok');
    const card = within(menu.getByRole('region', { name: '个人中心' }));
    expect(await card.findByText('玩家0001')).toBeInTheDocument();
    expect(card.getByText('VIP0')).toBeInTheDocument();
    expect(card.getByTestId('balance')).toHaveAccessibleName('余额 100.00');
    expect(card.getByRole('link', { name: '充值' })).toHaveAttribute('href', '/m/recharge');
    expect(card.getByText('积分')).toBeInTheDocument();
  });

  it('hides what the module switches turn off', async () => {
    const { menu } = await openMenu([
      { name: 'AppDownload', status: 0 },
      { name: 'Service', status: 2 },
    ]);
    expect(menu.queryByRole('link', { name: 'APP下载' })).toBeNull();
    expect(menu.queryByRole('link', { name: '在线客服' })).toBeNull();
    expect(menu.queryByRole('link', { name: '官方群' })).toBeNull();
  });

  it('offers no logout to a visitor', async () => {
    expect((await openMenu([])).menu.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('offers logout to a signed-in player', async () => {
    const { menu } = await openMenu([], 'tok');
    expect(menu.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('opens as a dialog that takes focus, and gives it back to its button on Escape, the language list too', async () => {
    const { menu } = await openMenu([]);
    const sheet = screen.getByRole('dialog', { name: '菜单' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    const language = menu.getByRole('button', { name: /^语言/ });
    await userEvent.click(language);
    const list = await screen.findByRole('dialog', { name: '选择语言' });
    await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择语言' })).toBeNull());
    expect(language).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveFocus();
  });

  it('switches the language and the effects, and keeps them in prefs', async () => {
    const { menu, store } = await openMenu([]);
    await userEvent.click(menu.getByRole('button', { name: '音效' }));
    expect(menu.getByRole('button', { name: '音效' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.storage.getItem('soundSwitch')).toBe('false');
    await userEvent.click(menu.getByRole('button', { name: /^语言/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(store.prefs.language).toBe('en');
    expect(store.storage.getItem('language')).toBe('en');
  });

  it("counts a player's claimable rewards on their entries, as a description the name leaves alone", async () => {
    const { menu } = await openMenu([{ name: 'Grade', status: 1 }], 'tok', undefined, {
      '/api/user/signinAwards': () => ({ signedToday: false, consecutiveDays: 2, list: [] }),
      '/api/turntable/state': () => ({
        serverNow: NOW,
        week: '2026-W48',
        resetAt: NOW,
        remainingMs: 0,
        spin: { week: '2026-W48', prize: 0, amount: '1.00', rollId: 1, ticket: 1, createdAt: NOW },
        topPrizeUnlocked: false,
        invitesNeeded: 3,
        invitedRecharged: 0,
        prizes: [],
      }),
      '/api/task/list': () => ({
        serverNow: NOW,
        day: { key: '2026-11-28', resetAt: NOW },
        week: { key: '2026-W48', resetAt: NOW },
        tasks: [task('claimable'), task('claimable'), task('claimed')],
      }),
    });
    const signin = menu.getByRole('link', { name: '每日签到' });
    await waitFor(() => expect(signin).toHaveAccessibleDescription('1 项可领取'));
    expect(menu.getByRole('link', { name: '任务中心' })).toHaveAccessibleDescription('2 项可领取');
    // Spun this week; the welfare and free case calls have no answer: nothing claimed there.
    expect(menu.getByRole('link', { name: '幸运转盘' })).not.toHaveAttribute('aria-describedby');
    expect(menu.getByRole('link', { name: '福利箱' })).not.toHaveAttribute('aria-describedby');
  });

  it('counts nothing for a visitor and asks no reward status', async () => {
    let asked = false;
    const { menu } = await openMenu([], undefined, undefined, {
      '/api/task/list': () => {
        asked = true;
        return { tasks: [task('claimable')] };
      },
    });
    expect(menu.getByRole('link', { name: '任务中心' })).not.toHaveAttribute('aria-describedby');
    expect(asked).toBe(false);
  });
});
