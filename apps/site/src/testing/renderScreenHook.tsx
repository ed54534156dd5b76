import type { RootStore } from '@skinbox/stores';
import { StoresProvider } from '@skinbox/stores';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { defaultCatalogue } from '../i18n/catalogues';
import type { Layout } from '../layout/device';
import { LayoutContext } from '../routing/layoutContext';
import { SITE_LAYOUTS } from '../routing/manifest';

/**
 * Runs a screen's state hook (useBagScreen …) as the site would, with the stores, the zh catalogue,
 * a layout's context and a router (at /), and nothing rendered: a test reads and drives its returned
 * state.
 */
export function renderScreenHook<T>(
  hook: () => T,
  { store, layout = 'm' }: { store: RootStore; layout?: Layout },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider store={store}>
      <IntlProvider locale="zh-CN" messages={defaultCatalogue}>
        <LayoutContext value={SITE_LAYOUTS[layout]}>
          <MemoryRouter>{children}</MemoryRouter>
        </LayoutContext>
      </IntlProvider>
    </StoresProvider>
  );
  return renderHook(hook, { wrapper });
}
