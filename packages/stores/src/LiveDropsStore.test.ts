import { createApi, type GameMessage, type OpenBoxRecord } from '@skinbox/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_DROPS,
  LIVE_DROPS_JOIN_DELAY_MS,
  LiveDropsStore,
  prependDrops,
} from './LiveDropsStore';
import { fakeHttp } from './testing/fakeHttp';
import { FakeSocket } from './testing/fakeSocket';

const drop = (id: number, name = `item ${id}`): OpenBoxRecord => ({
  id,
  nickName: `player ${id}`,
  avater: '',
  boxId: 3,
  boxType: 1,
  boxName: 'Dusk',
  goods: {
    goodsId: 100 + id,
    name,
    image: `/assets/items/images/${id}.webp`,
    price: '1.50',
    quality: 'milSpec',
    exterior: null,
  },
  createdAt: '2026-11-25T19:00:00.000Z',
});

const ids = (list: readonly OpenBoxRecord[] | null) => list?.map((d) => d.id) ?? null;

const dropsEvent = (seq: number, list: OpenBoxRecord[], game = 'drops:en'): GameMessage => ({
  game,
  event: 'drops.new',
  payload: { list },
  seq,
});

function setup(initial: OpenBoxRecord[] = [drop(2), drop(1)]) {
  let server = initial;
  const http = fakeHttp({ '/api/index/getAllOpenBoxRecords': () => ({ list: server }) });
  const socket = new FakeSocket();
  const store = new LiveDropsStore({ api: createApi(http), socket, locale: 'en' });
  const loads = () => http.pathsCalled().length;
  const loaded = async (count: number) => {
    await vi.waitFor(() => expect(loads()).toBe(count));
    await vi.waitFor(() => expect(store.live.loading).toBe(false));
  };
  const setServer = (list: OpenBoxRecord[]) => {
    server = list;
  };
  /** Starts the store and lets it enter its channel: the list is loaded twice by then. */
  const joined = async () => {
    store.start();
    await loaded(1);
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS);
    await vi.waitFor(() => expect(socket.channels.size).toBe(1));
    await loaded(2);
  };
  return { http, socket, store, loads, loaded, setServer, joined };
}

describe('prependDrops', () => {
  it('puts new drops in front, each once, newest first, at most the maximum', () => {
    const list = [drop(3), drop(2), drop(1)];
    expect(ids(prependDrops(list, [drop(5), drop(3, 'again'), drop(4)], 4))).toEqual([5, 4, 3, 2]);
  });
});

describe('LiveDropsStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads the box openings at once and enters its language's channel once the page has settled", async () => {
    const { http, socket, store, loaded } = setup();
    expect(store.drops).toBeNull();
    store.start();
    await loaded(1);
    expect(ids(store.drops)).toEqual([2, 1]);
    expect(http.calls[0]?.payload).toEqual({ boxType: 1, limit: LIVE_DROPS });
    expect(socket.channels).toEqual(new Set());
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS);
    await vi.waitFor(() => expect(socket.channels).toEqual(new Set(['drops:en'])));
    // Drops opened while it waited would be missed: the list is loaded again on entering.
    await loaded(2);
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('never enters the channel when stopped before the wait is over', async () => {
    const { socket, store, loaded } = setup();
    store.start();
    await loaded(1);
    store.stop();
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS * 2);
    expect(socket.enterGame).not.toHaveBeenCalled();
    expect(socket.leaveGame).not.toHaveBeenCalled();
  });

  it('puts the socket’s drops in front without asking the server again, holding LIVE_DROPS', async () => {
    const initial = Array.from({ length: LIVE_DROPS }, (_, i) => drop(LIVE_DROPS - i));
    const { socket, store, loads, joined } = setup(initial);
    await joined();
    const newest = LIVE_DROPS;
    socket.emitChannel(dropsEvent(1, [drop(newest + 2), drop(newest + 1)]));
    socket.emitChannel(dropsEvent(2, [drop(newest + 3), drop(newest + 2)]));
    expect(ids(store.drops)?.slice(0, 5)).toEqual([
      newest + 3,
      newest + 2,
      newest + 1,
      newest,
      newest - 1,
    ]);
    expect(store.drops).toHaveLength(LIVE_DROPS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loads()).toBe(2);
  });

  it('loads the list again after a reconnect (drops sent while closed are gone)', async () => {
    const { socket, store, loaded, setServer, joined } = setup();
    await joined();
    socket.emitChannel(dropsEvent(1, [drop(3)]));
    setServer([drop(9), drop(8), drop(3)]);
    socket.open();
    await loaded(3);
    expect(ids(store.drops)).toEqual([9, 8, 3]);
  });

  it('loads the list again when an event was missed', async () => {
    const { socket, store, loaded, setServer, joined } = setup();
    await joined();
    socket.emitChannel(dropsEvent(1, [drop(3)]));
    setServer([drop(5), drop(4), drop(3)]);
    socket.emitChannel(dropsEvent(3, [drop(5)]));
    await loaded(3);
    expect(ids(store.drops)).toEqual([5, 4, 3]);
  });

  it('leaves the list alone for an event it does not know or a payload the contract refuses', async () => {
    const { socket, store, joined } = setup();
    await joined();
    socket.emitChannel({ game: 'drops:en', event: 'drops.other', payload: {}, seq: 1 });
    socket.emitChannel({ game: 'drops:en', event: 'drops.new', payload: { list: [{}] }, seq: 2 });
    expect(ids(store.drops)).toEqual([2, 1]);
  });

  it('enters the channel of its own language only', async () => {
    const http = fakeHttp({ '/api/index/getAllOpenBoxRecords': () => ({ list: [drop(1)] }) });
    const socket = new FakeSocket();
    const store = new LiveDropsStore({ api: createApi(http), socket, locale: 'zh' });
    store.start();
    await vi.advanceTimersByTimeAsync(LIVE_DROPS_JOIN_DELAY_MS);
    await vi.waitFor(() => expect(socket.channels).toEqual(new Set(['drops:zh'])));
    await vi.waitFor(() => expect(store.live.loading).toBe(false));
    socket.emitChannel(dropsEvent(1, [drop(2)], 'drops:en'));
    expect(ids(store.drops)).toEqual([1]);
  });
});
