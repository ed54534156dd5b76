import type { GameMessage } from '@skinbox/api';
import { describe, expect, it, vi } from 'vitest';
import { LiveChannelStore, MAX_LOADS_PER_SYNC } from './LiveChannelStore';
import { FakeSocket } from './testing/fakeSocket';

/** A roll room: who joined, set from each event. */
interface Room {
  players: string[];
  version: number;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const joined = (seq: number, name: string): GameMessage => ({
  game: 'roll:7',
  event: 'roll.joined',
  payload: { name },
  seq,
});

function setup() {
  const socket = new FakeSocket();
  let server: Room = { players: ['ann'], version: 1 };
  const loads: Array<ReturnType<typeof deferred<Room>>> = [];
  const load = vi.fn(() => {
    const next = deferred<Room>();
    loads.push(next);
    return next.promise;
  });
  const store = new LiveChannelStore<Room>({
    socket,
    channel: 'roll:7',
    load,
    apply: (room, message) => {
      const { name } = message.payload as { name: string };
      return room.players.includes(name) ? room : { ...room, players: [...room.players, name] };
    },
  });
  /** Answers the oldest load still waiting with the server's state now. */
  const answer = async () => {
    loads.shift()?.resolve(server);
    await vi.waitFor(() => expect(store.loading).toBe(false));
  };
  const setServer = (room: Room) => {
    server = room;
  };
  return { socket, store, load, answer, setServer };
}

describe('LiveChannelStore', () => {
  it('enters its channel, loads the snapshot, then applies the events in order', async () => {
    const { socket, store, load, answer } = setup();
    store.start();
    expect(socket.channels).toEqual(new Set(['roll:7']));
    await answer();
    expect(store.state).toEqual({ players: ['ann'], version: 1 });
    socket.emitChannel(joined(1, 'bob'));
    socket.emitChannel(joined(2, 'cid'));
    expect(store.state?.players).toEqual(['ann', 'bob', 'cid']);
    expect(load).toHaveBeenCalledTimes(1);
    store.stop();
    expect(socket.channels).toEqual(new Set());
    socket.emitChannel(joined(3, 'dan'));
    expect(store.state?.players).toEqual(['ann', 'bob', 'cid']);
  });

  it('reloads on a gap in the sequence instead of applying the event', async () => {
    const { socket, store, load, answer, setServer } = setup();
    store.start();
    await answer();
    socket.emitChannel(joined(1, 'bob'));
    socket.emitChannel(joined(3, 'dan'));
    expect(store.state?.players).toEqual(['ann', 'bob']);
    expect(load).toHaveBeenCalledTimes(2);
    setServer({ players: ['ann', 'bob', 'cid', 'dan'], version: 4 });
    await answer();
    expect(store.state?.players).toEqual(['ann', 'bob', 'cid', 'dan']);
    // Numbering goes on from the event that showed the gap.
    socket.emitChannel(joined(4, 'eve'));
    expect(store.state?.players).toEqual(['ann', 'bob', 'cid', 'dan', 'eve']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads after a reconnect that could not replay every event sent while closed', async () => {
    const { socket, store, load, answer, setServer } = setup();
    store.start();
    await answer();
    setServer({ players: ['ann', 'fay'], version: 2 });
    socket.open({ whole: false });
    expect(load).toHaveBeenCalledTimes(2);
    await answer();
    expect(store.state?.players).toEqual(['ann', 'fay']);
  });

  it('keeps its state, loading nothing, after a reconnect that replayed every event', async () => {
    const { socket, store, load, answer } = setup();
    store.start();
    await answer();
    socket.open({ whole: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when an event arrived during the load, up to a limit', async () => {
    const { socket, store, load, answer, setServer } = setup();
    store.start();
    socket.emitChannel(joined(1, 'bob'));
    // The first snapshot may predate bob: a second load follows before any state is shown.
    void answer().catch(() => {});
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(store.state).toBeNull();
    setServer({ players: ['ann', 'bob'], version: 2 });
    await answer();
    expect(store.state?.players).toEqual(['ann', 'bob']);
    socket.emitChannel(joined(2, 'cid'));
    expect(store.state?.players).toEqual(['ann', 'bob', 'cid']);
  });

  it('shows the snapshot after MAX_LOADS_PER_SYNC loads that each saw an event', async () => {
    const { socket, store, load, answer } = setup();
    store.start();
    for (let n = 1; n < MAX_LOADS_PER_SYNC; n++) {
      socket.emitChannel(joined(n, `p${n}`));
      void answer().catch(() => {});
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(n + 1));
    }
    socket.emitChannel(joined(MAX_LOADS_PER_SYNC, 'last'));
    await answer();
    expect(store.state).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(MAX_LOADS_PER_SYNC);
  });

  it('marks a failed load and recovers on the next reconnect', async () => {
    const socket = new FakeSocket();
    const load = vi
      .fn<() => Promise<Room>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ players: ['ann'], version: 1 });
    const store = new LiveChannelStore<Room>({ socket, channel: 'roll:7', load, apply: (r) => r });
    store.start();
    await vi.waitFor(() => expect(store.failed).toBe(true));
    socket.open();
    await vi.waitFor(() => expect(store.state).toEqual({ players: ['ann'], version: 1 }));
    expect(store.failed).toBe(false);
  });
});
