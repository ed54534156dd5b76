import type { OperatorRole } from '@skinbox/api/admin';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { ConsoleLocale } from '../i18n/messages';
import { ConsoleRoutes } from '../routing/ConsoleRoutes';
import { createConsoleStore } from '../stores/ConsoleStore';
import { answering, ok, type Answer } from './answering';
import { storyOperator } from './consoleFixtures';

/** A storage of its own per story, so stories do not share a session or a language. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export interface ConsoleStoryProps {
  /** The signed-in operator's roles: the navigation and the actions follow them. */
  roles: OperatorRole[];
  locale: ConsoleLocale;
  /** The console address shown, under /admin. */
  path: string;
  /** The admin calls' answers by path. */
  answers: Record<string, Answer>;
}

/** The whole console, signed in, on one address, its calls answered from fixtures. */
export function ConsoleStory({ roles, locale, path, answers }: ConsoleStoryProps) {
  const [store] = useState(() => {
    const operator = storyOperator(roles);
    const expiresAt = new Date(Date.now() + 8 * 3_600_000).toISOString();
    const { transport } = answering({
      '/api/admin/session/me': ok({ operator, expiresAt, calls: [] }),
      ...answers,
    });
    const storage = memoryStorage();
    storage.setItem('skinbox.admin.locale', locale);
    const created = createConsoleStore({
      storage,
      sessionStorage: memoryStorage(),
      adapter: transport,
    });
    created.session.signIn({ token: 'story', expiresAt, operator });
    return created;
  });
  return (
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </App>
  );
}
