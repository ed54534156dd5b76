import {
  createApi,
  createHttpClient,
  fetchTransport,
  SocketClient,
  withFirstAnswers,
  type FirstAnswer,
  type HttpClientOptions,
  type WebSocketLike,
} from '@skinbox/api';
import type { SiteScripts } from './AppStore';
import { RootStore } from './RootStore';
import type { KeyValueStorage } from './storage';

export interface SiteStoreOptions {
  /** Base address of the HTTP API ('' for the same origin). */
  baseURL: string;
  /** The websocket address, e.g. wss://host/ws. */
  socketUrl: string;
  storage: KeyValueStorage;
  navigate(path: string): void;
  toast(message: string): void;
  loadScript(src: string): void;
  scripts: SiteScripts;
  /** The answers the served page carries for its first calls (firstAnswers.ts in @skinbox/api). */
  firstAnswers?: readonly FirstAnswer[];
  /** Tests only: a request-level transport and a websocket factory. */
  adapter?: HttpClientOptions['adapter'];
  createSocket?: (url: string) => WebSocketLike;
}

/**
 * Wires the real HTTP and socket clients to a RootStore: the client reads the token, channel
 * code and language from the stores, and a 401 clears the token, goes to / and opens sign-in.
 */
export function createRootStore(options: SiteStoreOptions): RootStore {
  let root: RootStore | null = null;
  const stores = () => {
    if (!root) throw new Error('the root store is not created yet');
    return root;
  };
  const http = createHttpClient({
    baseURL: options.baseURL,
    getToken: () => stores().user.token,
    getChannelCode: () => stores().app.channelCode || null,
    getLanguage: () => stores().prefs.language,
    toast: options.toast,
    clearToken: () => stores().user.clearToken(),
    navigate: options.navigate,
    openSignIn: () => stores().ui.openSignIn(),
    adapter: withFirstAnswers(options.adapter ?? fetchTransport, options.firstAnswers ?? []),
  });
  const socket = new SocketClient({
    url: options.socketUrl,
    getToken: () => stores().user.token,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
  root = new RootStore({
    api: createApi(http),
    socket,
    storage: options.storage,
    navigate: options.navigate,
    loadScript: options.loadScript,
    scripts: options.scripts,
  });
  return root;
}
