/** SPEC section 9: at most 1000 in-site messages are kept per user. */
export const MAX_STORED_MESSAGES = 1000;

export interface StoredMessage {
  id: number;
  isRead: boolean;
  createdAt: Date;
}

/**
 * Which messages to delete so that at most `limit` remain: read ones first, oldest first; unread
 * ones (oldest first) only when read ones are not enough.
 */
export function messagesToDrop(messages: StoredMessage[], limit = MAX_STORED_MESSAGES): number[] {
  const excess = messages.length - limit;
  if (excess <= 0) return [];
  const oldestFirst = [...messages].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
  );
  const read = oldestFirst.filter((m) => m.isRead);
  const unread = oldestFirst.filter((m) => !m.isRead);
  return [...read, ...unread].slice(0, excess).map((m) => m.id);
}
