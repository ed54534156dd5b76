import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { awaitWelcome, WELCOME_KEY } from './welcome';
import { WelcomeBanner } from './WelcomeBanner';

async function signedInPlayer() {
  const store = mockStore({ token: TOKEN, routes: baseRoutes() });
  await store.user.loadInfo();
  return store;
}

describe('WelcomeBanner', () => {
  it('greets the new player with the next step, and once closed never again', async () => {
    const store = await signedInPlayer();
    awaitWelcome(store.storage, store.user.userId ?? 0);
    const { container, unmount } = renderScreen(<WelcomeBanner layout="m" />, {
      store,
      path: '/m/home',
    });
    const welcome = screen.getByRole('region', { name: '注册成功，欢迎加入！' });
    expect(welcome).toHaveTextContent('首次充值任意金额即升为 VIP1');
    expect(screen.getByRole('link', { name: '去首充' })).toHaveAttribute('href', '/m/recharge');
    expect(screen.getByRole('link', { name: '看每日免费箱' })).toHaveAttribute('href', '/m/grade');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.storage.getItem(WELCOME_KEY)).toBeNull();
    unmount();
    renderScreen(<WelcomeBanner layout="m" />, { store, path: '/m/home' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing to a player who did not just register', async () => {
    const store = await signedInPlayer();
    awaitWelcome(store.storage, (store.user.userId ?? 0) + 1);
    renderScreen(<WelcomeBanner layout="p" />, { store, path: '/p/home' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
