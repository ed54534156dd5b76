import {
  RECONNECT_DELAY_MS,
  SocketCid,
  decodeSocketFrame,
  encodeSocketFrame,
  type OpenBoxRecord,
  type WebSocketLike,
} from '@skinbox/api';
import { LIVE_DROPS_JOIN_DELAY_MS, StoresProvider } from '@skinbox/stores';
import type { Drop } from '@skinbox/ui';
import { act, render, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPS } from '../testing/gameFixtures';
import { mockStore } from '../testing/mockStore';
import { LayoutContext } from '../routing/layoutContext';
import { SITE_LAYOUTS } from '../routing/manifest';
import { ownDrops } from '../shared/frame/ownDrops';
import { useLiveDropsStore } from './sharedLiveDrops';
import { TICKER_DROPS, useLiveDrops } from './useLiveDrops';

/** A socket the test opens, drops and speaks through, recording what the client sends. */
class ScriptedSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: Array<{ cid: number; data: unknown }> = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  /** The last event number delivered per channel: what the server's answer to entering names. */
  private readonly seqs = new Map<string, number>();
  send(text: string) {
    const frame = decodeSocketFrame(text);
    if (!frame) return;
    this.sent.push(frame);
    // The server answers entering a channel (1001) with the channel's last number, as it does.
    if (frame.cid === SocketCid.enterGame) {
      const { game } = frame.data as { game: string };
      const seq = this.seqs.get(game);
      queueMicrotask(() =>
        this.deliver(SocketCid.enterGame, seq === undefined ? { game } : { game, seq }),
      );
    }
  }
  /** Events the channel numbered while this socket was away (a reconnect must load again). */
  missed(game: string, seq: number) {
    this.seqs.set(game, seq);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  deliver(cid: number, data: unknown) {
    if (cid === SocketCid.gameMessage) {
      const { game, seq } = data as { game: string; seq: number };
      this.seqs.set(game, Math.max(seq, this.seqs.get(game) ?? 0));
    }
    this.onmessage?.({ data: encodeSocketFrame(cid, data) });
  }
  entered() {
    return this.sent
      .filter((frame) => frame.cid === SocketCid.enterGame)
      .map((frame) => (frame.data as { game: string }).game);
  }
}

const [first] = DROPS;
if (!first) throw new Error('the fixtures have a drop');
const drop = (id: number, boxId = first.boxId): OpenBoxRecord => ({ ...first, id, boxId });

function setup() {
  const sockets: ScriptedSocket[] = [];
  let listed = [drop(2), drop(1)];
  const loads = vi.fn(() => ({ list: listed }));
  const store = mockStore({
    routes: { '/api/index/getAllOpenBoxRecords': loads },
    createSocket: () => {
      const socket = new ScriptedSocket();
      sockets.push(socket);
      return socket;
    },
  });
  store.socket.connect();
  const socket = (n: number) => {
    const found = sockets[n];
    if (!found) throw new Error(`no socket ${n}`);
    return found;
  };
  act(() => socket(0).open());
  // The ticker reads the hook from an observer, as here.
  const seen: { current: Drop[] | null } = { current: null };
  const Ticker = observer(function Ticker() {
    seen.current = useLiveDrops();
    return null;
  });
  const ticker = render(
    <StoresProvider store={store}>
      <IntlProvider locale="zh-CN">
        <LayoutContext value={SITE_LAYOUTS.p}>
          <Ticker />
        </LayoutContext>
      </IntlProvider>
    </StoresProvider>,
  );
  const ids = () => seen.current?.map((d) => d.id) ?? null;
  /** The list shown, then the wait before the channel is entered (the list loaded again then). */
  const joined = async (expectedIds: number[]) => {
    await waitFor(() => expect(ids()).toEqual(expectedIds));
    expect(socket(0).entered()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
  };
  const setListed = (list: OpenBoxRecord[]) => {
    listed = list;
  };
  return { store, socket, seen, ids, loads, setListed, joined, ticker };
}

const dropsEvent = (game: string, seq: number, list: OpenBoxRecord[]) => ({
  game,
  event: 'drops.new',
  payload: { list },
  seq,
});

describe('useLiveDrops', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the drops at once, then slides in the socket’s drops with links to their boxes', async () => {
    const { socket, seen, ids, loads, joined } = setup();
    await joined([2, 1]);
    await waitFor(() => expect(socket(0).entered()).toEqual(['drops:zh']));
    act(() => socket(0).deliver(SocketCid.gameMessage, dropsEvent('drops:zh', 1, [drop(3, 9)])));
    await waitFor(() => expect(ids()).toEqual([3, 2, 1]));
    expect(seen.current?.[0]?.href).toBe('/p/openbox?boxId=9');
    // A minute with the socket open asks nothing more: the drops come over the socket.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('loads the list again once the socket reconnects', async () => {
    const { socket, ids, loads, setListed, joined } = setup();
    await joined([2, 1]);
    await waitFor(() => expect(socket(0).entered()).toEqual(['drops:zh']));
    act(() => socket(0).deliver(SocketCid.gameMessage, dropsEvent('drops:zh', 1, [drop(3)])));
    await waitFor(() => expect(ids()).toEqual([3, 2, 1]));
    act(() => socket(0).drop());
    setListed([drop(7), drop(6), drop(2)]);
    await act(() => vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS));
    // While it was away the channel sent events 2 and 3, which the server no longer holds.
    socket(1).missed('drops:zh', 3);
    act(() => socket(1).open());
    await waitFor(() => expect(ids()).toEqual([7, 6, 2]));
    expect(loads).toHaveBeenCalledTimes(3);
    expect(socket(1).entered()).toEqual(['drops:zh']);
  });

  it('shows the newest TICKER_DROPS of the drops it holds', async () => {
    const { ids, setListed, store } = setup();
    await waitFor(() => expect(ids()).toEqual([2, 1]));
    const many = Array.from({ length: TICKER_DROPS + 5 }, (_, i) => drop(TICKER_DROPS + 5 - i));
    setListed(many);
    act(() => store.prefs.setLanguage('en'));
    await waitFor(() => expect(ids()).toEqual(many.slice(0, TICKER_DROPS).map((d) => d.id)));
  });

  it('shares one list and one channel with the home, until the last of them leaves', async () => {
    const { store, socket, loads, joined, ticker } = setup();
    const home: { drops: OpenBoxRecord[] | null } = { drops: null };
    const HotRow = observer(function HotRow() {
      home.drops = useLiveDropsStore().drops;
      return null;
    });
    const hotRow = render(
      <StoresProvider store={store}>
        <HotRow />
      </StoresProvider>,
    );
    await joined([2, 1]);
    expect(home.drops?.map((d) => d.id)).toEqual([2, 1]);
    await waitFor(() => expect(socket(0).entered()).toEqual(['drops:zh']));
    act(() => socket(0).deliver(SocketCid.gameMessage, dropsEvent('drops:zh', 1, [drop(3)])));
    await waitFor(() => expect(home.drops?.map((d) => d.id)).toEqual([3, 2, 1]));

    const left = () => socket(0).sent.filter((frame) => frame.cid === SocketCid.leaveGame);
    ticker.unmount();
    expect(left()).toEqual([]);
    hotRow.unmount();
    expect(left().map((frame) => frame.data)).toEqual([{ game: 'drops:zh' }]);
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('follows the language: its channel, and the list loaded in it', async () => {
    const { store, socket, loads, joined } = setup();
    await joined([2, 1]);
    act(() => store.prefs.setLanguage('en'));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(3));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS));
    await waitFor(() => expect(socket(0).entered()).toEqual(['drops:zh', 'drops:en']));
    const left = socket(0).sent.filter((frame) => frame.cid === SocketCid.leaveGame);
    expect(left.map((frame) => frame.data)).toEqual([{ game: 'drops:zh' }]);
  });

  it("keeps the player's own drops back while their opening is asked for and their reels spin", async () => {
    const { socket, ids, joined } = setup();
    await joined([2, 1]);
    await waitFor(() => expect(socket(0).entered()).toEqual(['drops:zh']));
    // Asked: the answer has not named the drops yet, so anything newer than drop 2 waits.
    act(() => ownDrops.ask(2));
    act(() => socket(0).deliver(SocketCid.gameMessage, dropsEvent('drops:zh', 1, [drop(3)])));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(ids()).toEqual([2, 1]);
    // Answered with drop 3: another player's drop 4 shows, the player's own waits for the reveal.
    act(() => ownDrops.hold([3]));
    act(() => socket(0).deliver(SocketCid.gameMessage, dropsEvent('drops:zh', 2, [drop(4)])));
    await waitFor(() => expect(ids()).toEqual([4, 2, 1]));
    act(() => ownDrops.release([3]));
    await waitFor(() => expect(ids()).toEqual([4, 3, 2, 1]));
  });
});
