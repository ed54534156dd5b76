import type { RootStore } from '@skinbox/stores';
import { StoresProvider } from '@skinbox/stores';
import { KitProvider, kitMessages } from '@skinbox/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { defaultCatalogue, type Catalogue } from '../i18n/catalogues';
import { LayoutContext } from '../routing/layoutContext';
import { SITE_LAYOUTS } from '../routing/manifest';
import { DEFAULT_LOCALE } from '@skinbox/api';

export interface RenderScreenOptions {
  store: RootStore;
  /** The address to start at, e.g. '/m/bag'. */
  path: string;
  /** The route pattern the screen is mounted at, e.g. '/m/bag'; defaults to `path` without query. */
  pattern?: string;
  /** Extra routes, e.g. the page a screen navigates to. */
  routes?: RouteObject[];
}

// react-intl takes plain (kit) and pre-parsed (site) messages side by side; its type wants one kind.
const screenMessages = {
  ...kitMessages(DEFAULT_LOCALE),
  ...defaultCatalogue,
} as unknown as Catalogue;

/**
 * Renders a screen as the site does (stores, kit, zh catalogue, router, and the layout shell's
 * context: /p/… is the desktop layout, anything else mobile) for component tests.
 */
export function renderScreen(
  screen: ReactElement,
  { store, path, pattern, routes = [] }: RenderScreenOptions,
) {
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.split('?')[0], element: screen },
      ...routes,
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <StoresProvider store={store}>
        <KitProvider locale="zh">
          <IntlProvider locale="zh-CN" messages={screenMessages}>
            <LayoutContext value={SITE_LAYOUTS[path.startsWith('/p/') ? 'p' : 'm']}>
              <RouterProvider router={router} />
            </LayoutContext>
          </IntlProvider>
        </KitProvider>
      </StoresProvider>,
    ),
  };
}
