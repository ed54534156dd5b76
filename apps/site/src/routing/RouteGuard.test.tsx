import { StoresProvider } from '@skinbox/stores';
import { KitProvider } from '@skinbox/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Outlet, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../i18n/catalogues';
import type { Layout } from '../layout/device';
import { mockStore } from '../testing/mockStore';
import { RETURN_ADDRESS_KEY } from './returnAddress';
import { SPEC_BATTLE, SPEC_LOGIN_REQUIRED } from '../testing/specRoutes';
import { RouteGuard } from './RouteGuard';
import { RouteTable } from './routeTable';

function Address() {
  return <output>{useLocation().pathname}</output>;
}

function renderGuarded(layout: Layout, path: string, token?: string, reserveStatus = 1) {
  const store = mockStore(token ? { token } : {});
  runInAction(() => (store.user.reserveStatus = reserveStatus));
  const shell = (
    <RouteGuard layout={layout} rules={{ loginRequired: SPEC_LOGIN_REQUIRED, battle: SPEC_BATTLE }}>
      <Outlet />
    </RouteGuard>
  );
  // The site's router (main.tsx): declarative, so the guard's redirect on a first load is made
  // after the router listens to the address.
  const routes = [
    {
      path: `/${layout}`,
      element: shell,
      children: [
        { path: 'home', element: <p>home</p> },
        { path: 'sign', element: <p>sign page</p> },
        { path: 'personal', element: <p>personal page</p> },
        { path: 'createbattle', element: <p>create battle</p> },
        { path: 'battle/*', element: <p>battle lobby</p> },
      ],
    },
    { path: '/', element: <p>root</p> },
  ];
  render(
    <StoresProvider store={store}>
      <KitProvider locale="zh">
        <IntlProvider locale="zh-CN" messages={defaultCatalogue}>
          <MemoryRouter initialEntries={[path]}>
            <Address />
            <RouteTable routes={routes} />
          </MemoryRouter>
        </IntlProvider>
      </KitProvider>
    </StoresProvider>,
  );
  return { store, address: () => screen.getByRole('status').textContent };
}

describe('RouteGuard', () => {
  it('sends a mobile visitor from a protected page to /m/sign and saves the address', async () => {
    sessionStorage.clear();
    const { address } = renderGuarded('m', '/m/personal?tab=1');
    expect(await screen.findByText('sign page')).toBeInTheDocument();
    expect(address()).toBe('/m/sign');
    expect(sessionStorage.getItem(RETURN_ADDRESS_KEY)).toBe('/m/personal?tab=1');
  });

  it('opens the desktop sign-in overlay and stays off the protected page', async () => {
    sessionStorage.clear();
    const { store, address } = renderGuarded('p', '/p/createbattle');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(address()).toBe('/p/home');
    expect(store.ui.signInOpen).toBe(true);
    expect(sessionStorage.getItem(RETURN_ADDRESS_KEY)).toBe('/p/createbattle');
  });

  it('lets a player with a token in', async () => {
    renderGuarded('m', '/m/personal', 'tok');
    expect(await screen.findByText('personal page')).toBeInTheDocument();
  });

  it('never renders the protected page for a visitor', async () => {
    renderGuarded('m', '/m/personal');
    await screen.findByText('sign page');
    expect(screen.queryByText('personal page')).toBeNull();
  });

  it('sends a player without battle access to / (SPEC) and keeps why for the page they land on', async () => {
    const { store, address } = renderGuarded('m', '/m/battle/list', 'tok', 0);
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.queryByText('battle lobby')).toBeNull();
    expect(store.ui.closedPage).toBe('/m/battle/list');
  });
});
