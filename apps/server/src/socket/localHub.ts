import { encodeMessage, type RealtimeHub } from './hub';
import type { SocketRegistry } from './registry';

/** A single server process: messages go straight to this process's sockets. */
export function createLocalHub(registry: SocketRegistry): RealtimeHub & { close(): Promise<void> } {
  return {
    broadcast: (message) => registry.deliverToAll(encodeMessage(message)),
    sendToUser: (userId, message) => registry.deliverToUser(userId, encodeMessage(message)),
    close: async () => {},
  };
}
