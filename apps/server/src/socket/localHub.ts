import {
  NoticeListeners,
  channelEvent,
  encodeMessage,
  type ProcessNotices,
  type RealtimeHub,
} from './hub';
import type { SocketRegistry } from './registry';

export type ClosableHub = RealtimeHub & ProcessNotices & { close(): Promise<void> };

/** A single server process: messages go straight to this process's sockets. */
export function createLocalHub(registry: SocketRegistry): ClosableHub {
  const lastSeq = new Map<string, number>();
  const notices = new NoticeListeners();
  return {
    broadcast: (message) => registry.deliverToAll(encodeMessage(message)),
    sendToUser: (userId, message) => registry.deliverToUser(userId, encodeMessage(message)),
    publish(game, event, payload, audience = 'members') {
      const seq = (lastSeq.get(game) ?? 0) + 1;
      lastSeq.set(game, seq);
      const text = encodeMessage(channelEvent(game, event, payload, seq));
      if (audience === 'everyone') registry.deliverToAll(text);
      else registry.deliverToGame(game, text);
    },
    onlineCount: async () => registry.size,
    notifyProcesses: async (topic, key) => notices.dispatch(topic, key),
    onProcessNotice: (topic, listener) => notices.add(topic, listener),
    close: async () => {},
  };
}
