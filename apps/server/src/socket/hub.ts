import { PRIZE_EVENT, SocketCid, encodeSocketFrame, type PrizeAnnouncement } from '@skinbox/api';

/**
 * One socket message (SPEC section 7): `cid` names the event and `data` is sent as a JSON string.
 * Senders pass `data` as a plain value; the hub serialises it once per message.
 */
export interface OutgoingMessage {
  cid: number;
  data: unknown;
}

/**
 * How route modules reach connected players. `broadcast` reaches every socket (signed in or not)
 * of every server process; `sendToUser` reaches only the sockets authenticated as that user;
 * `sendToGame` reaches the sockets that entered a game channel (cid 1001), e.g. 'battle:12'.
 * With REDIS_URL set, all three travel through Redis pub/sub so every process delivers them.
 */
export interface RealtimeHub {
  broadcast(message: OutgoingMessage): void;
  sendToUser(userId: number, message: OutgoingMessage): void;
  sendToGame(game: string, message: OutgoingMessage): void;
  /** Sockets connected across every process (the heartbeat's onlineNum). */
  onlineCount(): Promise<number>;
}

export function encodeMessage(message: OutgoingMessage): string {
  return encodeSocketFrame(message.cid, message.data ?? null);
}

/** The game channel of events every page listens to, such as win announcements. */
export const HOME_CHANNEL = 'home';

/** A win announcement (event activity.prize) for everyone, signed in or not. */
export function announcePrize(hub: RealtimeHub, prize: PrizeAnnouncement) {
  hub.broadcast({
    cid: SocketCid.gameMessage,
    data: { game: HOME_CHANNEL, event: PRIZE_EVENT, payload: prize },
  });
}
