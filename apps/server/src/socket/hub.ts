/**
 * One socket message (SPEC section 7): `cid` names the event and `data` is sent as a JSON string.
 * Senders pass `data` as a plain value; the hub serialises it once per message.
 */
export interface OutgoingMessage {
  cid: number | string;
  data: unknown;
}

/**
 * How route modules reach connected players. `broadcast` reaches every socket (signed in or not)
 * of every server process; `sendToUser` reaches only the sockets authenticated as that user.
 * With REDIS_URL set, both travel through Redis pub/sub so every process delivers them.
 */
export interface RealtimeHub {
  broadcast(message: OutgoingMessage): void;
  sendToUser(userId: number, message: OutgoingMessage): void;
}

export function encodeMessage(message: OutgoingMessage): string {
  return JSON.stringify({ cid: message.cid, data: JSON.stringify(message.data ?? null) });
}
