import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { createConsoleStore } from '../stores/ConsoleStore';
import { answering, ok } from '../testing/answering';
import { ConsoleRoutes } from './ConsoleRoutes';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function renderConsole(path: string, answers: Parameters<typeof answering>[0] = {}) {
  const { transport, requests } = answering(answers);
  const store = createConsoleStore({ storage: localStorage, sessionStorage, adapter: transport });
  render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </App>,
  );
  return { store, requests };
}

describe('the console', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks a signed-out visitor to sign in, in zh first and en on request', async () => {
    renderConsole('/players/4');
    expect(await screen.findByRole('heading', { name: '运营后台登录' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    expect(localStorage.getItem('skinbox.admin.locale')).toBe('en');
  });

  it('offers a support operator only the screens the role table gives support', async () => {
    const operator = { id: 2, account: 'help', name: 'Help', roles: ['support' as const] };
    const { store } = renderConsole('/dashboard', {
      '/api/admin/session/me': ok({ operator, expiresAt: inAnHour(), calls: [] }),
    });
    store.session.signIn({ token: 'tok', expiresAt: inAnHour(), operator });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['玩家', '提取队列', '客服工单', '充值订单', '我的账号']);
    // The dashboard is not a support screen: its address lands on the first allowed one.
    expect(await screen.findByRole('heading', { name: '玩家' })).toBeVisible();
  });

  it('sends the operator back to sign-in with a message when the server ends the session', async () => {
    const operator = { id: 1, account: 'boss', name: 'Boss', roles: ['owner' as const] };
    const { store } = renderConsole('/players', {
      '/api/admin/session/me': { status: 401, body: { code: 401, msg: 'expired' } },
    });
    store.session.signIn({ token: 'tok', expiresAt: inAnHour(), operator });
    expect(await screen.findByRole('status')).toHaveTextContent('登录已过期，请重新登录');
    expect(screen.getByRole('heading', { name: '运营后台登录' })).toBeVisible();
  });
});
