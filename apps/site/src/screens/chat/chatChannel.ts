import { CHAT_CHANNEL, chatEvents, type ChatLine, type GameMessage } from '@skinbox/api';
import { LiveChannelStore, type LiveSocket, type StoreApi } from '@skinbox/stores';

/** Lines the room keeps on screen: the history's and the live ones after it. */
export const KEPT_LINES = 200;

export interface ChatState {
  /** Oldest first. */
  lines: ChatLine[];
  /** Whether older lines exist before the first (the "earlier messages" page). */
  more: boolean;
  /** The viewer's mute (ISO time), if an operator muted them. */
  mutedUntil: string | null;
}

/**
 * The room with one more line: a line already there (the sender's own answer) is not doubled.
 * The room keeps KEPT_LINES lines, or as many as the viewer paged back to (so paging back is not
 * undone by the next line); the oldest that goes leaves an earlier page to load again.
 */
export function withLine(state: ChatState, line: ChatLine): ChatState {
  if (state.lines.some((l) => l.id === line.id)) return state;
  const kept = Math.max(KEPT_LINES, state.lines.length);
  const lines = [...state.lines, line].sort((a, b) => a.id - b.id);
  if (lines.length <= kept) return { ...state, lines };
  return { ...state, lines: lines.slice(-kept), more: true };
}

/** The room with a page of the history older than its first line put before it. */
export function withEarlier(state: ChatState, page: { lines: ChatLine[]; more: boolean }) {
  const first = state.lines[0]?.id ?? Infinity;
  const older = page.lines.filter((line) => line.id < first);
  return { ...state, lines: [...older, ...state.lines], more: page.more };
}

/** The room after one event of chat:lobby: a new line, or lines an operator deleted. */
export function applyChatEvent(state: ChatState, message: GameMessage): ChatState {
  if (message.event === 'line') {
    const parsed = chatEvents.line.safeParse(message.payload);
    return parsed.success ? withLine(state, parsed.data) : state;
  }
  if (message.event === 'deleted') {
    const parsed = chatEvents.deleted.safeParse(message.payload);
    if (!parsed.success) return state;
    const gone = new Set(parsed.data.ids);
    return { ...state, lines: state.lines.filter((line) => !gone.has(line.id)) };
  }
  return state;
}

/**
 * The group chat's live state (GAMES.md section 7): the history over HTTP, new and deleted lines
 * over the socket channel chat:lobby, resynced on a gap or a reconnect like every live screen.
 */
export function chatChannel(api: Pick<StoreApi, 'chat'>, socket: LiveSocket) {
  return new LiveChannelStore<ChatState>({
    socket,
    channel: CHAT_CHANNEL,
    async load() {
      const result = await api.chat.history({});
      if (!result.ok) throw new Error(result.msg);
      const { lines, more, mutedUntil } = result.data;
      return { lines, more, mutedUntil };
    },
    apply: applyChatEvent,
  });
}
