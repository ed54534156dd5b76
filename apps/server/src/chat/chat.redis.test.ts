import { CHAT_CHANNEL, SocketCid, chat, type GameMessage } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../testing/socketClient';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { deleteLines } from './actions';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The group chat across two server processes sharing PostgreSQL and Redis. */
describe('group chat in a cluster', () => {
  let database: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    [first, second] = await Promise.all([
      startServerProcess(database.url ?? '', { REDIS_URL, JOB_POLL_MS: '200' }),
      startServerProcess(database.url ?? '', { REDIS_URL, JOB_POLL_MS: '200' }),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([first?.stop(), second?.stop()]);
    await database.dispose();
  });

  async function inRoom(server: RunningServer) {
    const socket = await TestSocket.open(server.url);
    sockets.push(socket);
    socket.send(SocketCid.enterGame, { game: CHAT_CHANNEL });
    await socket.next(SocketCid.enterGame);
    return socket;
  }
  const post = (server: RunningServer, token: string, body: string) =>
    fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ body }),
    }).then((r) => r.json() as Promise<{ code: number; data: { id: number } }>);
  const event = (socket: TestSocket, name: string) =>
    socket
      .next(SocketCid.gameMessage, (d) => (d as GameMessage).event === name, 10_000)
      .then((frame) => frame.data as GameMessage);

  it('delivers a line posted on one process to the room on both, numbered in one sequence', async () => {
    const { token } = await createTestUser(database);
    const [onFirst, onSecond] = await Promise.all([inRoom(first), inRoom(second)]);
    const one = await post(first, token, 'from the first');
    const two = await post(second, token, 'from the second');
    for (const socket of [onFirst, onSecond]) {
      const a = await event(socket, 'line');
      const b = await event(socket, 'line');
      expect([a.payload, b.payload]).toMatchObject([{ id: one.data.id }, { id: two.data.id }]);
      expect(b.seq).toBe(a.seq + 1);
    }
  });

  it('counts a player’s lines on every process against one rate limit', async () => {
    const { token } = await createTestUser(database);
    const answers = [
      await post(first, token, '1'),
      await post(second, token, '2'),
      await post(first, token, '3'),
      await post(second, token, '4'),
    ];
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 429]);
  });

  it('tells the room on both processes that an operator deleted lines', async () => {
    const { userId, token } = await createTestUser(database);
    const [onFirst, onSecond] = await Promise.all([inRoom(first), inRoom(second)]);
    const line = await post(first, token, 'spam spam');
    const ids = await deleteLines(database.db, { userId }, new Date());
    expect(ids).toEqual([line.data.id]);
    for (const socket of [onFirst, onSecond]) {
      expect(await event(socket, 'deleted')).toMatchObject({ payload: { ids } });
    }
  });

  it('counts the room’s lines from both processes against one room rate (issue 27)', async () => {
    const crowd = await Promise.all(Array.from({ length: 30 }, () => createTestUser(database)));
    const answers = await Promise.all(
      crowd.map(({ token }, i) => post(i % 2 === 0 ? first : second, token, `crowd ${i}`)),
    );
    const taken = answers.filter((a) => a.code === 0).length;
    // The lines of the tests before may share the room's window: never more than its rate.
    expect(taken).toBeLessThanOrEqual(chat.CHAT_ROOM_RATE.limit);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(30 - taken);
  });
});
