import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcessCommand } from '../testing/serverProcess';
import { TestSocket } from '../testing/socketClient';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverProcess = fileURLToPath(new URL('../testing/serverProcess.ts', import.meta.url));

interface RunningServer {
  url: string;
  child: ChildProcess;
  command(command: ServerProcessCommand): Promise<void>;
}

async function startProcess(databaseUrl: string): Promise<RunningServer> {
  const child = fork(serverProcess, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    command: (command) =>
      new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send(command);
      }),
  };
}

describe('two server processes sharing Redis', () => {
  let database: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    [first, second] = await Promise.all([
      startProcess(database.url ?? ''),
      startProcess(database.url ?? ''),
    ]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const server of [first, second]) {
      if (!server) continue;
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.disconnect();
      await exited;
    }
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

  it('counts the sockets of both processes in the heartbeat', async () => {
    const socket = await connect(first);
    const { onlineNum } = await socket.roundTrip();
    expect(onlineNum).toBe(sockets.length);
  });
});
