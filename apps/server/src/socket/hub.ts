import { PRIZE_EVENT, SocketCid, encodeSocketFrame, type PrizeAnnouncement } from '@skinbox/api';

/**
 * One socket message (SPEC section 7): `cid` names the event and `data` is sent as a JSON string.
 * Senders pass `data` as a plain value; the hub serialises it once per message.
 */
export interface OutgoingMessage {
  cid: number;
  data: unknown;
}

/** Who receives a channel event: the sockets that entered the channel, or every socket. */
export type EventAudience = 'members' | 'everyone';

/**
 * How route modules reach connected players. `broadcast` reaches every socket (signed in or not)
 * of every server process; `sendToUser` reaches only the sockets authenticated as that user;
 * `publish` sends a channel event (cid 1100 `{ game, event, payload, seq }`) to the sockets that
 * entered the channel (cid 1001), e.g. 'battle:12', numbering the channel's events 1, 2, 3 … so a
 * client that sees a gap knows it missed one and reloads (GAMES.md section 0 "Channels").
 * With REDIS_URL set, all of them travel through Redis pub/sub so every process delivers them,
 * and the numbers come from Redis, shared by the processes.
 */
export interface RealtimeHub {
  broadcast(message: OutgoingMessage): void;
  sendToUser(userId: number, message: OutgoingMessage): void;
  publish(game: string, event: string, payload: unknown, audience?: EventAudience): void;
  /** Sockets connected across every process (the heartbeat's onlineNum). */
  onlineCount(): Promise<number>;
}

/** What the socket route reads when a socket enters a channel again after a reconnect. */
export interface ChannelReplays {
  /**
   * For a socket entering `game` again: the frames of the channel's events after number `since`
   * that the hub still keeps (the last CHANNEL_REPLAY_EVENTS, for CHANNEL_REPLAY_SECONDS after the
   * channel's last event), oldest first, and the channel's last number (0 before its first).
   */
  replay(game: string, since: number | null): Promise<ChannelReplay>;
}

export interface ChannelReplay {
  frames: string[];
  last: number;
}

/**
 * Notices between the server processes of one site, never sent to a socket: a process that changes
 * what other processes cache (a revoked session) tells every process to forget it.
 */
export interface ProcessNotices {
  /** Reaches the listeners of `topic` in every process, this one's first; resolves once sent. */
  notifyProcesses(topic: string, key: string): Promise<void>;
  onProcessNotice(topic: string, listener: (key: string) => void): void;
}

/** The listeners of each topic in this process. */
export class NoticeListeners {
  private readonly byTopic = new Map<string, Set<(key: string) => void>>();

  add(topic: string, listener: (key: string) => void) {
    const listeners = this.byTopic.get(topic) ?? new Set();
    listeners.add(listener);
    this.byTopic.set(topic, listeners);
  }

  dispatch(topic: string, key: string) {
    for (const listener of this.byTopic.get(topic) ?? []) listener(key);
  }
}

export function encodeMessage(message: OutgoingMessage): string {
  return encodeSocketFrame(message.cid, message.data ?? null);
}

/** The game channel of events every page listens to, such as win announcements. */
export const HOME_CHANNEL = 'home';

/** A win announcement (event activity.prize) for everyone, signed in or not. */
export function announcePrize(hub: RealtimeHub, prize: PrizeAnnouncement) {
  hub.publish(HOME_CHANNEL, PRIZE_EVENT, prize, 'everyone');
}

/** The cid 1100 message of a channel's event number `seq`. */
export function channelEvent(game: string, event: string, payload: unknown, seq: number) {
  return { cid: SocketCid.gameMessage, data: { game, event, payload, seq } };
}
