import type { ChatLine, GameMessage } from '@skinbox/api';
import type { LiveSocket } from '@skinbox/stores';
import { describe, expect, it, vi } from 'vitest';
import {
  applyChatEvent,
  chatChannel,
  KEPT_LINES,
  withEarlier,
  type ChatState,
} from './chatChannel';

const line = (id: number, body = `line ${id}`): ChatLine => ({
  id,
  userId: 3,
  nickName: 'Player',
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  vipLevel: 0,
  body,
  createdAt: '2026-11-20T12:00:00.000Z',
});
const event = (seq: number, name: string, payload: unknown): GameMessage => ({
  game: 'chat:lobby',
  event: name,
  seq,
  payload,
});
const state = (ids: number[], more = false): ChatState => ({
  lines: ids.map((id) => line(id)),
  more,
  mutedUntil: null,
});

describe('the group chat channel', () => {
  it('adds a new line once, in id order, keeping the latest lines', () => {
    const after = applyChatEvent(state([1, 2]), event(1, 'line', line(4)));
    expect(after.lines.map((l) => l.id)).toEqual([1, 2, 4]);
    expect(applyChatEvent(after, event(2, 'line', line(4)))).toBe(after);
    const full = state(Array.from({ length: KEPT_LINES }, (_, i) => i + 1));
    const next = applyChatEvent(full, event(3, 'line', line(KEPT_LINES + 1)));
    expect(next.lines).toHaveLength(KEPT_LINES);
    expect(next.lines[0]?.id).toBe(2);
    // Line 1 left the screen: the room has an earlier page again.
    expect(next.more).toBe(true);
    expect(applyChatEvent(state([1, 2]), event(4, 'line', line(3))).more).toBe(false);
  });

  it('keeps every line the viewer paged back to as new lines arrive', () => {
    const paged = state(Array.from({ length: KEPT_LINES + 50 }, (_, i) => i + 1));
    const next = applyChatEvent(paged, event(1, 'line', line(KEPT_LINES + 51)));
    expect(next.lines).toHaveLength(KEPT_LINES + 50);
    expect(next.lines[0]?.id).toBe(2);
  });

  it('puts an earlier page before the first line, once, and takes its "more"', () => {
    const page = { lines: [line(1), line(2), line(3), line(4)], more: false };
    const after = withEarlier(state([3, 4, 5], true), page);
    expect(after.lines.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    expect(after.more).toBe(false);
    expect(withEarlier(state([], true), { lines: [line(7)], more: true })).toMatchObject({
      lines: [line(7)],
      more: true,
    });
  });

  it('drops the lines an operator deleted and ignores what it does not know', () => {
    expect(applyChatEvent(state([1, 2, 3]), event(1, 'deleted', { ids: [1, 3] })).lines).toEqual([
      line(2),
    ]);
    const before = state([1]);
    expect(applyChatEvent(before, event(2, 'deleted', { ids: 'all' }))).toBe(before);
    expect(applyChatEvent(before, event(3, 'typing', {}))).toBe(before);
  });

  it('loads the history, enters chat:lobby and applies its events in order', async () => {
    let deliver: (message: GameMessage) => void = () => {};
    const socket: LiveSocket = {
      enterGame: vi.fn(),
      leaveGame: vi.fn(),
      onChannel: (_channel, handler) => {
        deliver = handler;
        return () => {};
      },
      onChannelResumed: () => () => {},
    };
    const history = vi.fn(() =>
      Promise.resolve({
        ok: true as const,
        code: 0 as const,
        msg: '',
        data: { lines: [line(1)], more: false, mutedUntil: null },
      }),
    );
    const live = chatChannel({ chat: { history, send: vi.fn() } } as never, socket);
    live.start();
    expect(socket.enterGame).toHaveBeenCalledWith('chat:lobby');
    await vi.waitFor(() => expect(live.state?.lines.map((l) => l.id)).toEqual([1]));
    deliver(event(10, 'line', line(2, '<b>hi</b>')));
    deliver(event(11, 'deleted', { ids: [1] }));
    expect(live.state?.lines).toEqual([line(2, '<b>hi</b>')]);
    live.stop();
    expect(socket.leaveGame).toHaveBeenCalledWith('chat:lobby');
  });
});
