import { createRootStore, memoryStorage, STORAGE_KEYS, type RootStore } from '@skinbox/stores';
import type { WebSocketLike } from '@skinbox/api';
import { inertSocket, mockAdapter, type MockRoutes } from './mockTransport';

export interface MockStoreOptions {
  routes?: MockRoutes;
  /** Start signed in with this token (the user state loads from the `getInfo` route). */
  token?: string;
  navigate?: (path: string) => void;
  toast?: (message: string) => void;
  /** The socket the client opens; by default one that never connects. */
  createSocket?: (url: string) => WebSocketLike;
}

/** A real RootStore over the mock transport: what stories and screen tests render against. */
export function mockStore({
  routes = {},
  token,
  navigate = () => {},
  toast = () => {},
  createSocket = inertSocket,
}: MockStoreOptions = {}): RootStore {
  const storage = memoryStorage(token ? { [STORAGE_KEYS.token]: token } : {});
  return createRootStore({
    baseURL: '',
    socketUrl: 'ws://127.0.0.1:0/ws',
    storage,
    navigate,
    toast,
    loadScript: () => {},
    scripts: { analytics: () => '', chatWidget: '' },
    adapter: mockAdapter(routes),
    createSocket,
  });
}
