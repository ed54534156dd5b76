import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { SideMenu } from './SideMenu';

async function openMenu(modules: { name: string; status: number }[], token?: string) {
  const store = mockStore({
    ...(token ? { token } : {}),
    routes: {
      '/api/index/getModuleList': () => modules,
      '/api/index/getArticleList': () => [
        {
          id: 1,
          title: '',
          type: 'OtherConfig',
          sort: 1,
          content: JSON.stringify({ serviceUrl: 'https://example.invalid/chat', groupChatUrl: '' }),
        },
      ],
    },
  });
  await Promise.all([store.app.loadModules(), store.app.loadOtherConfig()]);
  renderScreen(<SideMenu layout="m" />, { store, path: '/m/home' });
  await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
  return { store, menu: within(await screen.findByRole('navigation', { name: '菜单' })) };
}

describe('SideMenu', () => {
  it('lists an entry only when its screen exists and its module is on', async () => {
    const { menu } = await openMenu([
      { name: 'AppDownload', status: 1 },
      { name: 'Service', status: 1 },
      { name: 'GroupChat', status: 1 },
    ]);
    expect(menu.getByRole('link', { name: '会员体系' })).toHaveAttribute('href', '/m/vip');
    expect(menu.getByRole('link', { name: 'APP下载' })).toHaveAttribute('href', '/m/download');
    expect(menu.getByRole('link', { name: '在线客服' })).toHaveAttribute(
      'href',
      'https://example.invalid/chat',
    );
    // GroupChat is on but has no address configured.
    expect(menu.queryByRole('link', { name: '官方群' })).toBeNull();
  });

  it('hides what the module switches turn off', async () => {
    const { menu } = await openMenu([
      { name: 'AppDownload', status: 0 },
      { name: 'Service', status: 2 },
    ]);
    expect(menu.queryByRole('link', { name: 'APP下载' })).toBeNull();
    expect(menu.queryByRole('link', { name: '在线客服' })).toBeNull();
  });

  it('offers no logout to a visitor', async () => {
    expect((await openMenu([])).menu.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('offers logout to a signed-in player', async () => {
    const { menu } = await openMenu([], 'tok');
    expect(menu.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
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
});
