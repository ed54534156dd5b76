import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { takeReturnAddress } from '../../routing/returnAddress';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes } from '../../testing/accountFixtures';
import { Personal } from './Personal';

describe('Personal', () => {
  it('shows the player, the balances and the unread count', async () => {
    const store = mockStore({ token: 'tok', routes: playerRoutes() });
    renderScreen(<Personal />, { store, path: '/m/personal' });
    expect(await screen.findByText('幸运玩家')).toBeInTheDocument();
    expect(screen.getByTestId('coins')).toHaveTextContent('128.50');
    expect(screen.getByText('VIP2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /站内信.*2条未读/ })).toHaveAttribute(
      'href',
      '/m/information',
    );
    expect(screen.getByRole('link', { name: '每日签到' })).toHaveAttribute('href', '/m/signin');
    expect(screen.getByRole('link', { name: '贴纸图鉴' })).toHaveAttribute('href', '/m/stickers');
  });

  it.each([
    [1, true],
    [0, false],
  ])(
    'links the limits page, and the referral page while Spread is on (status %i)',
    async (status, shown) => {
      const store = mockStore({
        token: 'tok',
        routes: {
          ...playerRoutes(),
          '/api/index/getModuleList': () => [{ name: 'Spread', status }],
        },
      });
      await store.app.loadModules();
      renderScreen(<Personal />, { store, path: '/m/personal' });
      expect(await screen.findByRole('link', { name: '健康游戏' })).toHaveAttribute(
        'href',
        '/m/limits',
      );
      expect(screen.queryByRole('link', { name: '推广中心' }) !== null).toBe(shown);
    },
  );

  it('asks a visitor to sign in, to come back here, instead', async () => {
    const store = mockStore();
    renderScreen(<Personal />, { store, path: '/m/personal' });
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(store.ui.signInOpen).toBe(true);
    expect(takeReturnAddress(sessionStorage)).toBe('/m/personal');
  });

  it('logs out through the server and forgets the token', async () => {
    let loggedOut = false;
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(),
        '/api/auth/logout': () => {
          loggedOut = true;
          return null;
        },
      },
    });
    renderScreen(<Personal />, { store, path: '/m/personal' });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await expect.poll(() => store.user.token).toBeNull();
    expect(loggedOut).toBe(true);
  });

  it('has no axe violations', async () => {
    const store = mockStore({ token: 'tok', routes: playerRoutes() });
    const { container } = renderScreen(<Personal />, { store, path: '/m/personal' });
    await screen.findByText('幸运玩家');
    await expectNoAxeViolations(container);
  });
});
