import { PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { TestSocket } from '../testing/socketClient';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two server processes sharing Redis', () => {
  let database: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    [first, second] = await Promise.all([
      startServerProcess(database.url ?? '', { REDIS_URL }),
      startServerProcess(database.url ?? '', { REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database.dispose();
  });

  const connect = async (server: RunningServer) => {
    const socket = await TestSocket.open(server.url);
    sockets.push(socket);
    return socket;
  };

  it("delivers a push published on one process to the user's socket on the other", async () => {
    const { userId, token } = await createTestUser(database);
    const onSecond = await connect(second);
    const visitorOnSecond = await connect(second);
    expect(await onSecond.authenticate(token)).toBe(true);

    await first.command({
      type: 'sendToUser',
      userId,
      message: { cid: SocketCid.rollSettled, data: { rollId: 42 } },
    });

    expect((await onSecond.next(SocketCid.rollSettled)).data).toEqual({ rollId: 42 });
    await visitorOnSecond.roundTrip();
    expect(visitorOnSecond.received.some((f) => f.cid === SocketCid.rollSettled)).toBe(false);
  });

  it('broadcasts from one process to the sockets of both', async () => {
    const onFirst = await connect(first);
    const onSecond = await connect(second);
    const payload = { nickName: 'A', recoveryPrice: '9.99', avater: '', boxType: 1, boxId: 1 };
    await first.command({
      type: 'broadcast',
      message: {
        cid: SocketCid.gameMessage,
        data: { game: 'home', event: PRIZE_EVENT, payload },
      },
    });
    for (const socket of [onFirst, onSecond]) {
      expect((await socket.next(SocketCid.gameMessage)).data).toMatchObject({ payload });
    }
  });

  it("numbers a channel's events across processes", async () => {
    const socket = await connect(second);
    socket.send(SocketCid.enterGame, { game: 'roll:7' });
    await socket.next(SocketCid.enterGame);
    const publish = (server: RunningServer, n: number) =>
      server.command({ type: 'publish', game: 'roll:7', event: 'roll.joined', payload: { n } });
    await publish(first, 1);
    expect((await socket.next(SocketCid.gameMessage)).data).toMatchObject({ seq: 1 });
    await publish(second, 2);
    expect((await socket.next(SocketCid.gameMessage)).data).toMatchObject({ seq: 2 });
    await publish(first, 3);
    expect((await socket.next(SocketCid.gameMessage)).data).toEqual({
      game: 'roll:7',
      event: 'roll.joined',
      payload: { n: 3 },
      seq: 3,
    });
  });

  it('counts the sockets of both processes in the heartbeat', async () => {
    const socket = await connect(first);
    const { onlineNum } = await socket.roundTrip();
    expect(onlineNum).toBe(sockets.length);
  });
});
