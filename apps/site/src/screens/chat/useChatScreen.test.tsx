import type { ChatLine } from '@skinbox/api';
import { act, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { present } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse, type MockRoute } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { useChatScreen, type ChatScreen } from './useChatScreen';

const line = (id: number): ChatLine => ({
  id,
  userId: 3,
  nickName: '玩家3',
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  vipLevel: 0,
  body: `line ${id}`,
  createdAt: '2026-11-20T12:00:00.000Z',
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => line(from + i));

/** A room of lines 1 to 120 that answers 50 at a time, as the server pages it. */
const pagedRoom: MockRoute = ({ beforeId }) => {
  const before = typeof beforeId === 'number' ? beforeId : 121;
  const lines = range(Math.max(1, before - 50), before - 1);
  return { lines, more: (lines[0]?.id ?? 1) > 1, mutedUntil: null };
};

function renderChat(history: MockRoute) {
  const asked: Record<string, unknown>[] = [];
  const store = mockStore({
    routes: {
      '/api/chat/history': (payload) => {
        asked.push(payload);
        return history(payload);
      },
    },
  });
  let latest: ChatScreen | null = null;
  // An observer, as the screen is: the room's state is observable.
  const Probe = observer(function Probe() {
    latest = useChatScreen();
    return null;
  });
  renderScreen(<Probe />, { store, path: '/m/chat' });
  return { asked, screen: () => present(latest, 'the chat screen') };
}

const ids = (lines: ChatLine[] | null) => lines?.map((l) => l.id) ?? [];

describe('useChatScreen earlier messages', () => {
  it('pages back from the first line shown until the room begins', async () => {
    const { screen, asked } = renderChat(pagedRoom);
    await waitFor(() => expect(ids(screen().lines)).toEqual(ids(range(71, 120))));
    expect(screen().more).toBe(true);

    await act(() => screen().loadEarlier());
    expect(asked.at(-1)).toEqual({ beforeId: 71 });
    expect(ids(screen().lines)).toEqual(ids(range(21, 120)));
    expect(screen().more).toBe(true);

    await act(() => screen().loadEarlier());
    expect(asked.at(-1)).toEqual({ beforeId: 21 });
    expect(ids(screen().lines)).toEqual(ids(range(1, 120)));
    expect(screen().more).toBe(false);

    // Nothing is older: no more calls.
    const calls = asked.length;
    await act(() => screen().loadEarlier());
    expect(asked).toHaveLength(calls);
  });

  it('shows the page on its way, then keeps the lines and says the page failed', async () => {
    let answer: (reply: unknown) => void = () => {};
    const { screen } = renderChat((payload) =>
      payload.beforeId === undefined
        ? pagedRoom(payload)
        : new Promise((resolve) => {
            answer = resolve;
          }),
    );
    await waitFor(() => expect(screen().lines).toHaveLength(50));
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = screen().loadEarlier();
    });
    expect(screen().loadingEarlier).toBe(true);
    await act(async () => {
      answer(refuse('服务器繁忙', 500));
      await loading;
    });
    expect(screen().loadingEarlier).toBe(false);
    expect(screen().earlierFailed).toBe(true);
    expect(ids(screen().lines)).toEqual(ids(range(71, 120)));
    expect(screen().more).toBe(true);
  });

  it('asks nothing while the room has no earlier page', async () => {
    const { screen, asked } = renderChat(() => ({
      lines: [line(5)],
      more: false,
      mutedUntil: null,
    }));
    await waitFor(() => expect(screen().lines).toHaveLength(1));
    await act(() => screen().loadEarlier());
    // The history was asked for its latest lines only (on entry and on the sign-in check).
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((payload) => payload.beforeId === undefined)).toBe(true);
  });
});
