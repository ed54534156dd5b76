import { SOCKET_POLICY_CLOSE, SocketCid, battle } from '@skinbox/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import {
  SOCKETS_PER_ACCOUNT,
  SOCKETS_PER_ADDRESS,
  SOCKET_CHANNELS_MAX,
  SOCKET_FRAMES_PER_SECOND,
} from './limits';

/**
 * Issue 27, sockets without limits: one visitor socket entered 200,000 channels, 20 sockets sent
 * 2,000 heartbeats each, and one address held 300 sockets.
 */
let server: TestServer;
const open: TestSocket[] = [];
let address = 0;
const connect = async (from = `192.0.2.${(address += 1)}`) => {
  const socket = await TestSocket.open(server.url, { 'x-forwarded-for': from });
  open.push(socket);
  return socket;
};
/** The enterGame confirmations received so far, after the server handled every earlier frame. */
const entered = async (socket: TestSocket) => {
  await socket.roundTrip();
  return socket.received.filter((frame) => frame.cid === SocketCid.enterGame).length;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

describe('socket limits', () => {
  it(`keeps a socket in at most ${SOCKET_CHANNELS_MAX} channels`, async () => {
    const socket = await connect();
    for (let id = 1; id <= SOCKET_CHANNELS_MAX + 2; id++) {
      socket.send(SocketCid.enterGame, { game: battle.battleRoomChannel(id) });
    }
    expect(await entered(socket)).toBe(SOCKET_CHANNELS_MAX);
  });

  it('lets nobody into a channel the site does not have', async () => {
    const socket = await connect();
    for (const game of ['nope', 'chat:secret', 'drops:fr', 'battle:0', 'crash']) {
      socket.send(SocketCid.enterGame, { game });
    }
    await socket.roundTrip();
    const confirmed = socket.received
      .filter((frame) => frame.cid === SocketCid.enterGame)
      .map((frame) => (frame.data as { game: string }).game);
    expect(confirmed).toEqual(['crash']);
  });

  it(`closes a socket that sends more than ${SOCKET_FRAMES_PER_SECOND.limit} frames a second with ${SOCKET_POLICY_CLOSE}`, async () => {
    const socket = await connect();
    for (let i = 0; i < 2_000; i++) socket.send(SocketCid.heartbeat, {});
    expect(await socket.closed).toBe(SOCKET_POLICY_CLOSE);
    const answered = socket.received.filter((frame) => frame.cid === SocketCid.heartbeat).length;
    expect(answered).toBeLessThanOrEqual(SOCKET_FRAMES_PER_SECOND.limit);
  });

  it(`holds at most ${SOCKETS_PER_ADDRESS} sockets of one address`, async () => {
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS_PER_ADDRESS }, () => connect('192.0.2.250')),
    );
    const extra = await connect('192.0.2.250');
    expect(await extra.closed).toBe(SOCKET_POLICY_CLOSE);
    expect((await sockets[0]?.roundTrip())?.onlineNum).toBeGreaterThanOrEqual(SOCKETS_PER_ADDRESS);
    // Another address is not affected.
    expect(await (await connect('192.0.2.251')).roundTrip()).toHaveProperty('onlineNum');
  });

  it(`holds at most ${SOCKETS_PER_ACCOUNT} sockets signed in as one account`, async () => {
    const { token } = await createTestUser(server.database);
    for (let i = 0; i < SOCKETS_PER_ACCOUNT; i++) {
      expect(await (await connect()).authenticate(token)).toBe(true);
    }
    const extra = await connect();
    extra.send(SocketCid.auth, { token });
    expect(await extra.closed).toBe(SOCKET_POLICY_CLOSE);
  });
});
