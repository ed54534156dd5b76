import { CHANNEL_REPLAY_EVENTS, CHANNEL_REPLAY_SECONDS } from '@skinbox/api';
import {
  NoticeListeners,
  channelEvent,
  encodeMessage,
  type ChannelReplays,
  type ProcessNotices,
  type RealtimeHub,
} from './hub';
import type { SocketRegistry } from './registry';

export type ClosableHub = RealtimeHub &
  ProcessNotices &
  ChannelReplays & { close(): Promise<void> };

/** A single server process: messages go straight to this process's sockets. */
export function createLocalHub(registry: SocketRegistry): ClosableHub {
  const lastSeq = new Map<string, number>();
  /** Each channel's latest events, for sockets that enter it again (replay). */
  const kept = new Map<string, { seq: number; text: string; at: number }[]>();
  const notices = new NoticeListeners();
  return {
    broadcast: (message) => registry.deliverToAll(encodeMessage(message)),
    sendToUser: (userId, message) => registry.deliverToUser(userId, encodeMessage(message)),
    publish(game, event, payload, audience = 'members') {
      const seq = (lastSeq.get(game) ?? 0) + 1;
      lastSeq.set(game, seq);
      const text = encodeMessage(channelEvent(game, event, payload, seq));
      const events = kept.get(game) ?? [];
      events.push({ seq, text, at: Date.now() });
      if (events.length > CHANNEL_REPLAY_EVENTS) events.shift();
      kept.set(game, events);
      if (audience === 'everyone') registry.deliverToAll(text);
      else registry.deliverToGame(game, text);
    },
    onlineCount: async () => registry.size,
    async replay(game, since) {
      const last = lastSeq.get(game) ?? 0;
      const events = kept.get(game) ?? [];
      const fresh = (events.at(-1)?.at ?? 0) > Date.now() - CHANNEL_REPLAY_SECONDS * 1000;
      if (since === null || !fresh) return { frames: [], last };
      return { frames: events.filter((e) => e.seq > since).map((e) => e.text), last };
    },
    notifyProcesses: async (topic, key) => notices.dispatch(topic, key),
    onProcessNotice: (topic, listener) => notices.add(topic, listener),
    close: async () => {},
  };
}
