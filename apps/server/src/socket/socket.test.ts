import { PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { announcePrize } from './hub';

const prize = {
  nickName: 'Lucky',
  recoveryPrice: '1234.50',
  avater: '',
  boxType: 1 as const,
  boxId: 3,
};

let server: TestServer;
const open: TestSocket[] = [];
const connect = async () => {
  const socket = await TestSocket.open(server.url);
  open.push(socket);
  return socket;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

describe('the /ws socket', () => {
  it('answers the heartbeat with the number of connected sockets', async () => {
    const first = await connect();
    await connect();
    expect(await first.roundTrip()).toEqual({ onlineNum: 2 });
  });

  it('authenticates with a valid token (11 → 12 isValid true)', async () => {
    const { token } = await createTestUser(server.database);
    expect(await (await connect()).authenticate(token)).toBe(true);
  });

  it('answers isValid false for a bad token', async () => {
    expect(await (await connect()).authenticate('forged-token')).toBe(false);
  });

  it('ignores malformed frames and keeps the connection', async () => {
    const socket = await connect();
    socket.sendRaw('not json');
    socket.sendRaw(JSON.stringify({ cid: 11, data: '{broken' }));
    expect(await socket.roundTrip()).toHaveProperty('onlineNum');
  });

  it("delivers a per-user push only to that user's sockets", async () => {
    const alice = await createTestUser(server.database);
    const bob = await createTestUser(server.database);
    const [alicePhone, aliceDesk, bobSocket, visitor] = await Promise.all([
      connect(),
      connect(),
      connect(),
      connect(),
    ]);
    await alicePhone.authenticate(alice.token);
    await aliceDesk.authenticate(alice.token);
    await bobSocket.authenticate(bob.token);

    server.hub.sendToUser(alice.userId, { cid: SocketCid.rollSettled, data: { rollId: 9 } });

    expect((await alicePhone.next(SocketCid.rollSettled)).data).toEqual({ rollId: 9 });
    expect((await aliceDesk.next(SocketCid.rollSettled)).data).toEqual({ rollId: 9 });
    for (const other of [bobSocket, visitor]) {
      await other.roundTrip();
      expect(other.received.some((f) => f.cid === SocketCid.rollSettled)).toBe(false);
    }
  });

  it('broadcasts activity.prize to everyone, visitors included', async () => {
    const { token } = await createTestUser(server.database);
    const member = await connect();
    await member.authenticate(token);
    const visitor = await connect();

    announcePrize(server.hub, prize);

    for (const socket of [member, visitor]) {
      const frame = await socket.next(SocketCid.gameMessage);
      expect(frame.data).toMatchObject({ game: 'home', event: PRIZE_EVENT, payload: prize });
    }
  });

  it('sends game events only to sockets that entered the game, numbered per channel', async () => {
    const inRoom = await connect();
    const outside = await connect();
    inRoom.send(SocketCid.enterGame, { game: 'battle:12' });
    expect((await inRoom.next(SocketCid.enterGame)).data).toEqual({ game: 'battle:12', seq: 0 });
    inRoom.send(SocketCid.enterGame, { game: 'battle:13' });
    await inRoom.next(SocketCid.enterGame);

    server.hub.publish('battle:12', 'round', { round: 1 });
    server.hub.publish('battle:13', 'round', { round: 1 });
    server.hub.publish('battle:12', 'round', { round: 2 });

    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await inRoom.next(SocketCid.gameMessage)).data);
    expect(seen).toEqual([
      { game: 'battle:12', event: 'round', payload: { round: 1 }, seq: 1 },
      { game: 'battle:13', event: 'round', payload: { round: 1 }, seq: 1 },
      { game: 'battle:12', event: 'round', payload: { round: 2 }, seq: 2 },
    ]);
    await outside.roundTrip();
    expect(outside.received).toEqual([]);
  });

  it('replays the events after the number a socket enters from, then answers the last number', async () => {
    for (let round = 1; round <= 3; round++) server.hub.publish('battle:21', 'round', { round });
    const socket = await connect();
    socket.send(SocketCid.enterGame, { game: 'battle:21', since: 1 });
    expect((await socket.next(SocketCid.enterGame)).data).toEqual({ game: 'battle:21', seq: 3 });
    expect(
      socket.received
        .filter((frame) => frame.cid === SocketCid.gameMessage)
        .map((frame) => (frame.data as { seq: number }).seq),
    ).toEqual([2, 3]);
  });

  it('stops per-user pushes after a socket signs out with a bad token', async () => {
    const { token, userId } = await createTestUser(server.database);
    const socket = await connect();
    await socket.authenticate(token);
    await socket.authenticate('forged');
    server.hub.sendToUser(userId, { cid: SocketCid.rollSettled, data: { rollId: 1 } });
    await socket.roundTrip();
    expect(socket.received.some((f) => f.cid === SocketCid.rollSettled)).toBe(false);
  });
});
