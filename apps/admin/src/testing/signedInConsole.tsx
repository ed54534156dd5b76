import type { OperatorRole } from '@skinbox/api/admin';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { ConsoleLocale } from '../i18n/messages';
import { ConsoleRoutes } from '../routing/ConsoleRoutes';
import { createConsoleStore } from '../stores/ConsoleStore';
import { answering, ok } from './answering';
import { storyOperator } from './consoleFixtures';

/**
 * The whole console signed in with `roles` on `path` in `locale`, its calls answered from
 * `answers`; the requests it made are recorded. For the screens' tests in jsdom.
 */
export function signedInConsole(
  path: string,
  {
    roles,
    locale = 'en',
    answers,
  }: { roles: OperatorRole[]; locale?: ConsoleLocale; answers: Parameters<typeof answering>[0] },
) {
  const operator = storyOperator(roles);
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  const { transport, requests } = answering({
    '/api/admin/session/me': ok({ operator, expiresAt, calls: [] }),
    ...answers,
  });
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('skinbox.admin.locale', locale);
  const store = createConsoleStore({ storage: localStorage, sessionStorage, adapter: transport });
  store.session.signIn({ token: 'test', expiresAt, operator });
  render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </App>,
  );
  /** The bodies sent to `path`, in order. */
  const sent = (to: string) =>
    requests.filter((request) => request.path === to).map((request) => request.body);
  return { store, requests, sent };
}

/** The table row holding `text`, once the screen's chunk and its data came. */
export async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text, {}, { timeout: 5_000 })).closest('tr');
  if (!row) throw new Error(`"${text}" is in no table row`);
  return row;
}
