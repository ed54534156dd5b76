import { describe, expect, it, vi } from 'vitest';
import type { SocketLike } from './frame';
import { DELIVERY_CHUNK, DELIVERY_SLICE_MS, SocketRegistry } from './registry';

class FakeSocket implements SocketLike {
  readyState = 1;
  readonly received: string[] = [];
  send(text: string) {
    this.received.push(text);
  }
}

function connected(registry: SocketRegistry, count: number) {
  return Array.from({ length: count }, () => {
    const socket = new FakeSocket();
    registry.add(socket);
    return socket;
  });
}

const reached = (sockets: FakeSocket[], text: string) =>
  sockets.filter((socket) => socket.received.includes(text)).length;

describe('the socket registry', () => {
  it('yields to other work between chunks of a fan-out to thousands of sockets', async () => {
    // A clock that stands still: only the count ends a slice.
    const registry = new SocketRegistry(() => 0);
    const sockets = connected(registry, 5_000);
    registry.deliverToAll('prize');
    expect(reached(sockets, 'prize')).toBe(DELIVERY_CHUNK);
    const reachedWhenOtherWorkRan = await new Promise<number>((resolve) => {
      setImmediate(() => resolve(reached(sockets, 'prize')));
    });
    expect(reachedWhenOtherWorkRan).toBeGreaterThan(DELIVERY_CHUNK);
    expect(reachedWhenOtherWorkRan).toBeLessThan(sockets.length);
    await vi.waitFor(() => expect(reached(sockets, 'prize')).toBe(sockets.length), {
      timeout: 10_000,
    });
    expect(sockets.every((socket) => socket.received.length === 1)).toBe(true);
  });

  it('yields when a slice has written for DELIVERY_SLICE_MS, however few sockets it reached', async () => {
    let clock = 0;
    const registry = new SocketRegistry(() => (clock += DELIVERY_SLICE_MS / 2));
    const sockets = connected(registry, 5_000);
    registry.deliverToAll('prize');
    const firstSlice = reached(sockets, 'prize');
    expect(firstSlice).toBeGreaterThan(0);
    expect(firstSlice).toBeLessThan(DELIVERY_CHUNK);
    await vi.waitFor(() => expect(reached(sockets, 'prize')).toBe(sockets.length), {
      timeout: 10_000,
    });
  });

  it("keeps each socket's messages in order while a fan-out is under way", async () => {
    const registry = new SocketRegistry(() => 0);
    const sockets = connected(registry, 3 * DELIVERY_CHUNK);
    const last = sockets.at(-1) as FakeSocket;
    registry.authenticate(last, 7);
    registry.enterGame(last, 'crash');
    registry.deliverToAll('1 everyone');
    registry.deliverToUser(7, '2 user');
    registry.deliverToGame('crash', '3 channel');
    registry.deliverToAll('4 everyone');
    // The user's push waits behind the fan-out that was asked for first.
    expect(last.received).toEqual([]);
    await vi.waitFor(() => expect(last.received).toHaveLength(4), { timeout: 10_000 });
    expect(last.received).toEqual(['1 everyone', '2 user', '3 channel', '4 everyone']);
    expect(sockets[0]?.received).toEqual(['1 everyone', '4 everyone']);
  });

  it('writes a small delivery before returning', () => {
    const registry = new SocketRegistry();
    const [phone, desk, other] = connected(registry, 3);
    registry.authenticate(phone as FakeSocket, 1);
    registry.authenticate(desk as FakeSocket, 1);
    registry.deliverToUser(1, 'hello');
    expect([phone?.received, desk?.received, other?.received]).toEqual([['hello'], ['hello'], []]);
  });

  it('skips closed sockets and goes on past one that throws', () => {
    const registry = new SocketRegistry();
    const [closed, broken, healthy] = connected(registry, 3) as [
      FakeSocket,
      FakeSocket,
      FakeSocket,
    ];
    closed.readyState = 3;
    broken.send = () => {
      throw new Error('torn down');
    };
    registry.deliverToAll('news');
    registry.deliverToAll('more news');
    expect(closed.received).toEqual([]);
    expect(healthy.received).toEqual(['news', 'more news']);
  });

  it('does not deliver to a socket that connects after the message was sent', async () => {
    const registry = new SocketRegistry(() => 0);
    connected(registry, 2 * DELIVERY_CHUNK);
    registry.deliverToAll('earlier');
    const [late] = connected(registry, 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(late?.received).toEqual([]);
  });
});
