import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Link, MemoryRouter, Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCREENS } from '../routing/manifest';
import { RouteTable } from '../routing/routeTable';
import { usePageChrome } from './usePageChrome';
import userEvent from '@testing-library/user-event';

function Shell() {
  const { chrome } = usePageChrome();
  return (
    <>
      {chrome && <header>chrome</header>}
      <Link to="/m/home">home</Link>
      <Link to="/m/activity">activity</Link>
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const routes = [
    {
      path: '/m',
      element: <Shell />,
      children: [
        { path: 'home', handle: { title: SCREENS.home.title }, element: <p>home page</p> },
        { path: 'activity', handle: { chromeless: true }, element: <p>activity page</p> },
      ],
    },
  ];
  render(
    <IntlProvider locale="en" messages={{ 'site.title': 'SkinBox', 'route.home': 'Home' }}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('usePageChrome', () => {
  beforeEach(() => {
    window._hmt = [];
  });

  it('titles the page with the site title, a dash and the route name', () => {
    renderAt('/m/home');
    expect(document.title).toBe('SkinBox - Home');
  });

  it('uses the site title alone for a route without a name', () => {
    renderAt('/m/activity');
    expect(document.title).toBe('SkinBox');
  });

  it('tracks one page view per navigation', async () => {
    renderAt('/m/home');
    await userEvent.click(screen.getByRole('link', { name: 'activity' }));
    expect(window._hmt).toEqual([
      ['_trackPageview', '/m/home'],
      ['_trackPageview', '/m/activity'],
    ]);
  });

  it('hides header and footer on /m/activity', () => {
    renderAt('/m/activity');
    expect(screen.queryByText('chrome')).toBeNull();
  });
});
