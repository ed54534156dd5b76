import type { RootStore } from '@skinbox/stores';
import { StoresProvider } from '@skinbox/stores';
import { kitMessages } from '@skinbox/ui';
import { useMemo, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defaultCatalogue, type Catalogue } from '../i18n/catalogues';
import { LayoutContext } from '../routing/layoutContext';
import { SITE_LAYOUTS } from '../routing/manifest';
import { DEFAULT_LOCALE } from '@skinbox/api';

export interface ScreenStoryProps {
  /** Builds the store once per story (mockStore over request-level routes). */
  store: () => RootStore;
  /** Runs after the store exists, e.g. loading the signed-in player. */
  prepare?: (store: RootStore) => Promise<void>;
  /** The address; /m/… renders in a 375 px phone frame. */
  path: string;
  pattern?: string;
  screen: ReactElement;
}

// react-intl takes plain and pre-parsed messages side by side; its type wants one kind only.
const messages = { ...kitMessages(DEFAULT_LOCALE), ...defaultCatalogue } as unknown as Catalogue;

/**
 * A screen in Storybook as the site renders it (stores, zh catalogue, router) against
 * request-level mocks, so designers review it without a server; mobile screens in a 375 px frame.
 */
export function ScreenStory({
  store: makeStore,
  prepare,
  path,
  pattern,
  screen,
}: ScreenStoryProps) {
  const store = useMemo(() => {
    const created = makeStore();
    void prepare?.(created);
    return created;
  }, [makeStore, prepare]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: pattern ?? path.split('?')[0], element: screen },
          { path: '*', element: <p>→</p> },
        ],
        { initialEntries: [path] },
      ),
    [path, pattern, screen],
  );
  const mobile = path.startsWith('/m/');
  return (
    <StoresProvider store={store}>
      <IntlProvider locale="zh-CN" messages={messages}>
        <div
          data-testid="story-frame"
          css={(theme) => ({
            width: mobile ? 375 : '100%',
            minHeight: mobile ? 812 : undefined,
            margin: mobile ? '0 auto' : undefined,
            background: theme.color.background,
            color: theme.color.text,
            fontFamily: theme.fontFamily,
            outline: mobile ? `1px solid ${theme.color.border}` : undefined,
          })}
        >
          <LayoutContext value={SITE_LAYOUTS[mobile ? 'm' : 'p']}>
            <RouterProvider router={router} />
          </LayoutContext>
        </div>
      </IntlProvider>
    </StoresProvider>
  );
}
