import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETURN_ADDRESS_KEY } from '../../routing/returnAddress';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes } from '../../testing/accountFixtures';
import { SignIn } from './SignIn';

describe('SignIn', () => {
  it('refuses a malformed account before calling the server', async () => {
    let called = false;
    const store = mockStore({ routes: { '/api/auth/login': () => (called = true) } });
    renderScreen(<SignIn />, { store, path: '/m/sign' });
    await userEvent.type(screen.getByLabelText('账号'), 'a!');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号格式错误')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('says a password under 6 characters is too short', async () => {
    renderScreen(<SignIn />, { store: mockStore(), path: '/m/sign' });
    await userEvent.type(screen.getByLabelText('账号'), '13800001234');
    await userEvent.type(screen.getByLabelText('密码'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('密码不能少于6位')).toBeInTheDocument();
  });

  it('keeps the session and goes to the address the guard saved', async () => {
    sessionStorage.setItem(RETURN_ADDRESS_KEY, '/m/vip');
    const store = mockStore({
      routes: { ...playerRoutes(), '/api/auth/login': () => ({ token: 'tok', userId: 7 }) },
    });
    const { router } = renderScreen(<SignIn />, { store, path: '/m/sign' });
    await userEvent.type(screen.getByLabelText('账号'), '13800001234');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/m/vip');
    expect(store.user.token).toBe('tok');
    expect(sessionStorage.getItem(RETURN_ADDRESS_KEY)).toBeNull();
  });

  it('names the guarded page that waits, and says nothing of an open page an action came from', () => {
    sessionStorage.setItem(RETURN_ADDRESS_KEY, '/m/vip');
    const { unmount } = renderScreen(<SignIn />, { store: mockStore(), path: '/m/sign' });
    expect(screen.getByText(/这个页面属于你的账户/)).toBeInTheDocument();
    unmount();
    sessionStorage.setItem(RETURN_ADDRESS_KEY, '/m/mall');
    renderScreen(<SignIn />, { store: mockStore(), path: '/m/sign' });
    expect(screen.queryByText(/这个页面属于你的账户/)).toBeNull();
    sessionStorage.removeItem(RETURN_ADDRESS_KEY);
  });

  it("shows the server's refusal as a toast and stays", async () => {
    const toasts: string[] = [];
    const store = mockStore({
      toast: (message) => toasts.push(message),
      routes: { '/api/auth/login': () => refuse('账号或密码错误') },
    });
    const { router } = renderScreen(<SignIn />, { store, path: '/p/sign' });
    await userEvent.type(screen.getByLabelText('账号'), '13800001234');
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await expect.poll(() => toasts).toEqual(['账号或密码错误']);
    expect(router.state.location.pathname).toBe('/p/sign');
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(<SignIn />, {
      store: mockStore(),
      path: '/m/sign',
    });
    await expectNoAxeViolations(container);
  });
});
