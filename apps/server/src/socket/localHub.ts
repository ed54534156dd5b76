import { encodeMessage, type RealtimeHub } from './hub';
import type { SocketRegistry } from './registry';

export type ClosableHub = RealtimeHub & { close(): Promise<void> };

/** A single server process: messages go straight to this process's sockets. */
export function createLocalHub(registry: SocketRegistry): ClosableHub {
  return {
    broadcast: (message) => registry.deliverToAll(encodeMessage(message)),
    sendToUser: (userId, message) => registry.deliverToUser(userId, encodeMessage(message)),
    sendToGame: (game, message) => registry.deliverToGame(game, encodeMessage(message)),
    onlineCount: async () => registry.size,
    close: async () => {},
  };
}
