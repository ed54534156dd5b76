import type { RootStore } from '@skinbox/stores';
import { StoresProvider } from '@skinbox/stores';
import { kitMessages } from '@skinbox/ui';
import { useMemo, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defaultCatalogue, type Catalogue } from '../../../i18n/catalogues';

export interface ScreenStoryProps {
  /** Builds the store once per story (mockStore over request-level routes). */
  store: () => RootStore;
  /** Runs after the store exists, e.g. loading the user so steamUrl is known. */
  prepare?: (store: RootStore) => Promise<void>;
  path: string;
  pattern?: string;
  screen: ReactElement;
}

/**
 * A game screen in Storybook as the site renders it (stores, zh catalogue, router) against
 * request-level mocks, so designers review it without a server. The kit's provider comes from
 * the shared preview.
 */
// react-intl takes plain and pre-parsed messages side by side; its type wants one kind only.
const messages = { ...kitMessages.zh, ...defaultCatalogue } as unknown as Catalogue;

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
      createMemoryRouter([{ path: pattern ?? path.split('?')[0], element: screen }], {
        initialEntries: [path],
      }),
    [path, pattern, screen],
  );
  return (
    <StoresProvider store={store}>
      <IntlProvider locale="zh-CN" messages={messages}>
        <RouterProvider router={router} />
      </IntlProvider>
    </StoresProvider>
  );
}
