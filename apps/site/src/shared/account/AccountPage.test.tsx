import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { AccountPage } from './AccountPage';

const page = (layout: 'm' | 'p') => (
  <AccountPage layout={layout} title="个人资料">
    <p>内容</p>
  </AccountPage>
);

describe('AccountPage', () => {
  it("puts the mobile heading in the kit's NavBar, whose arrow goes back a page", async () => {
    const { router } = renderScreen(page('m'), {
      store: mockStore(),
      path: '/m/personalInfo',
      routes: [{ path: '/m/personal', element: <p>个人中心</p> }],
    });
    void router.navigate('/m/personal');
    await screen.findByText('个人中心');
    void router.navigate('/m/personalInfo');
    expect(await screen.findByRole('heading', { level: 1, name: '个人资料' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('个人中心')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/personal');
  });

  it('goes to the home from a page opened directly', async () => {
    const { router } = renderScreen(page('m'), {
      store: mockStore(),
      path: '/m/personalInfo',
      routes: [{ path: '/m/home', element: <p>首页</p> }],
    });
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('首页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('has no back arrow on desktop, only the heading', () => {
    renderScreen(page('p'), { store: mockStore(), path: '/p/personalInfo' });
    expect(screen.getByRole('heading', { level: 1, name: '个人资料' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
