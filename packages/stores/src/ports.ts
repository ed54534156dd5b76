import type { Api, SocketClient } from '@skinbox/api';

/** The socket features the stores use; the site passes a SocketClient, tests a real or fake one. */
export type StoreSocket = Pick<
  SocketClient,
  | 'connect'
  | 'authenticate'
  | 'close'
  | 'subscribe'
  | 'onGameEvent'
  | 'enterGame'
  | 'leaveGame'
  | 'onChannel'
  | 'onChannelResumed'
  | 'onOpen'
>;

/** What a live store needs of the socket (LiveChannelStore). */
export type LiveSocket = Pick<
  StoreSocket,
  'enterGame' | 'leaveGame' | 'onChannel' | 'onChannelResumed'
>;

/**
 * Every typed call of createApi in @skinbox/api: the stores make the auth, user and index calls
 * themselves, and screens reach the game calls and uploads through the same injected transport.
 */
export type StoreApi = Api;
