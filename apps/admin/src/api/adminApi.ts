import { bindEndpoints, createHttpClient, type Transport } from '@skinbox/api';
import { adminGroups } from '@skinbox/api/admin';
import type { ConsoleLocale } from '../i18n/messages';

export interface AdminApiOptions {
  getToken(): string | null;
  getLanguage(): ConsoleLocale;
  /** A 401: the operator's session ended (expired, idle, signed out elsewhere). */
  onSessionEnded(): void;
  /** Tests and stories answer requests themselves. */
  adapter?: Transport;
}

/**
 * Every admin call, typed from the contract: `api.players.search({ query })`. Failures resolve
 * with the server's translated message, which the screens show where the action was; the
 * client's own toasts are not used (the console has no toast layer of its own).
 */
export function createAdminApi(options: AdminApiOptions) {
  const http = createHttpClient({
    baseURL: '',
    getToken: options.getToken,
    getChannelCode: () => null,
    getLanguage: options.getLanguage,
    toast: () => undefined,
    clearToken: options.onSessionEnded,
    navigate: () => undefined,
    openSignIn: () => undefined,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  return {
    session: bindEndpoints(http, adminGroups.session),
    operators: bindEndpoints(http, adminGroups.operators),
    audit: bindEndpoints(http, adminGroups.audit),
    dashboard: bindEndpoints(http, adminGroups.dashboard),
    players: bindEndpoints(http, adminGroups.players),
    catalogue: bindEndpoints(http, adminGroups.catalogue),
    queues: bindEndpoints(http, adminGroups.queues),
    promotions: bindEndpoints(http, adminGroups.promotions),
    content: bindEndpoints(http, adminGroups.content),
    games: bindEndpoints(http, adminGroups.games),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
