import { createApi, type GameMessage, type OpenBoxRecord } from '@skinbox/api';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_DROPS, LiveDropsStore, prependDrops } from './LiveDropsStore';
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
  return { http, socket, store, loads, loaded, setServer };
}

describe('prependDrops', () => {
  it('puts new drops in front, each once, newest first, at most the maximum', () => {
    const list = [drop(3), drop(2), drop(1)];
    expect(ids(prependDrops(list, [drop(5), drop(3, 'again'), drop(4)], 4))).toEqual([5, 4, 3, 2]);
  });
});

describe('LiveDropsStore', () => {
  it("loads the box openings once and enters its language's channel", async () => {
    const { http, socket, store, loaded } = setup();
    expect(store.drops).toBeNull();
    store.start();
    await loaded(1);
    expect(ids(store.drops)).toEqual([2, 1]);
    expect(socket.channels).toEqual(new Set(['drops:en']));
    expect(http.calls[0]?.payload).toEqual({ boxType: 1, limit: LIVE_DROPS });
    store.stop();
    expect(socket.channels).toEqual(new Set());
  });

  it('puts the socket’s drops in front without asking the server again, holding LIVE_DROPS', async () => {
    const initial = Array.from({ length: LIVE_DROPS }, (_, i) => drop(LIVE_DROPS - i));
    const { socket, store, loads, loaded } = setup(initial);
    store.start();
    await loaded(1);
    socket.emitChannel(dropsEvent(1, [drop(22), drop(21)]));
    socket.emitChannel(dropsEvent(2, [drop(23), drop(22)]));
    expect(ids(store.drops)?.slice(0, 5)).toEqual([23, 22, 21, 20, 19]);
    expect(store.drops).toHaveLength(LIVE_DROPS);
    expect(loads()).toBe(1);
  });

  it('loads the list again after a reconnect (drops sent while closed are gone)', async () => {
    const { socket, store, loads, loaded, setServer } = setup();
    store.start();
    await loaded(1);
    socket.emitChannel(dropsEvent(1, [drop(3)]));
    setServer([drop(9), drop(8), drop(3)]);
    socket.open();
    await loaded(2);
    expect(ids(store.drops)).toEqual([9, 8, 3]);
    expect(loads()).toBe(2);
  });

  it('loads the list again when an event was missed', async () => {
    const { socket, store, loaded, setServer } = setup();
    store.start();
    await loaded(1);
    socket.emitChannel(dropsEvent(1, [drop(3)]));
    setServer([drop(5), drop(4), drop(3)]);
    socket.emitChannel(dropsEvent(3, [drop(5)]));
    await loaded(2);
    expect(ids(store.drops)).toEqual([5, 4, 3]);
  });

  it('leaves the list alone for an event it does not know or a payload the contract refuses', async () => {
    const { socket, store, loaded } = setup();
    store.start();
    await loaded(1);
    socket.emitChannel({ game: 'drops:en', event: 'drops.other', payload: {}, seq: 1 });
    socket.emitChannel({ game: 'drops:en', event: 'drops.new', payload: { list: [{}] }, seq: 2 });
    expect(ids(store.drops)).toEqual([2, 1]);
  });

  it('enters the channel of its own language only', async () => {
    const http = fakeHttp({ '/api/index/getAllOpenBoxRecords': () => ({ list: [drop(1)] }) });
    const socket = new FakeSocket();
    const store = new LiveDropsStore({ api: createApi(http), socket, locale: 'zh' });
    store.start();
    await vi.waitFor(() => expect(store.drops).not.toBeNull());
    socket.emitChannel(dropsEvent(1, [drop(2)], 'drops:en'));
    expect(socket.channels).toEqual(new Set(['drops:zh']));
    expect(ids(store.drops)).toEqual([1]);
  });
});
