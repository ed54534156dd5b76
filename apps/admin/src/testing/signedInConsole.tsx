import type { OperatorRole } from '@skinbox/api/admin';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import type { ConsoleLocale } from '../i18n/messages';
import { ConsoleRoutes } from '../routing/ConsoleRoutes';
import { createConsoleStore } from '../stores/ConsoleStore';
import { answering, ok } from './answering';
import { storyOperator } from './consoleFixtures';

/**
 * The whole console rendered on `path` for an operator with `roles`, its calls answered by
 * `answers`: a screen's test sees it as an operator does, behind the role table and the shell.
 * `requests` records every call made, with its body.
 */
export function signedInConsole(
  path: string,
  answers: Parameters<typeof answering>[0],
  { roles = ['owner'], locale = 'en' }: { roles?: OperatorRole[]; locale?: ConsoleLocale } = {},
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
  store.session.signIn({ token: 'tok', expiresAt, operator });
  render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </App>,
  );
  /** The bodies sent to one admin path, oldest first. */
  const sent = (path: string) =>
    requests.filter((request) => request.path === path).map((request) => request.body);
  return { store, requests, sent };
}
