import type { Api, SocketClient } from '@skinbox/api';

/** The socket features the stores use; the site passes a SocketClient, tests a real or fake one. */
export type StoreSocket = Pick<
  SocketClient,
  'connect' | 'authenticate' | 'close' | 'subscribe' | 'onGameEvent'
>;

/** The typed calls the stores make (see createApi in @skinbox/api). */
export type StoreApi = Pick<Api, 'auth' | 'user' | 'index'>;
