import type { Transport } from '@skinbox/api';
import { createAdminApi, type AdminApi } from '../api/adminApi';
import { LocaleStore } from './LocaleStore';
import { SessionStore } from './SessionStore';

export interface ConsoleStore {
  locale: LocaleStore;
  session: SessionStore;
  api: AdminApi;
}

/** The console's state and its typed client, wired together: a 401 ends the session. */
export function createConsoleStore({
  storage,
  sessionStorage = storage,
  adapter,
  now,
}: {
  storage: Storage;
  sessionStorage?: Storage;
  adapter?: Transport;
  now?: () => number;
}): ConsoleStore {
  const locale = new LocaleStore(storage);
  const session = new SessionStore(sessionStorage, now);
  const api = createAdminApi({
    getToken: () => session.token,
    getLanguage: () => locale.locale,
    onSessionEnded: () => session.end('expired'),
    ...(adapter ? { adapter } : {}),
  });
  return { locale, session, api };
}
