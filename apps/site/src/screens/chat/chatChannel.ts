import { CHAT_CHANNEL, chatEvents, type ChatLine, type GameMessage } from '@skinbox/api';
import { LiveChannelStore, type LiveSocket, type StoreApi } from '@skinbox/stores';

/** Lines the room keeps on screen: the history's and the live ones after it. */
export const KEPT_LINES = 200;

export interface ChatState {
  /** Oldest first. */
  lines: ChatLine[];
  /** The viewer's mute (ISO time), if an operator muted them. */
  mutedUntil: string | null;
}

/** The room with one more line: a line already there (the sender's own answer) is not doubled. */
export function withLine(state: ChatState, line: ChatLine): ChatState {
  if (state.lines.some((l) => l.id === line.id)) return state;
  const lines = [...state.lines, line].sort((a, b) => a.id - b.id);
  return { ...state, lines: lines.slice(-KEPT_LINES) };
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
      return { lines: result.data.lines, mutedUntil: result.data.mutedUntil };
    },
    apply: applyChatEvent,
  });
}
