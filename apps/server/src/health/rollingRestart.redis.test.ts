import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SocketClient, type GameMessage, type WebSocketLike } from '@skinbox/api';
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { battles, boxes, jobs } from '../db/schema';
import { LEADER_RETRY_MS } from '../runtime/leader';
import { serverRoot } from '../serverRoot';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { battleBoxes } from '../testing/battleBoxes';
import { nodePost } from '../testing/nodePost';
import { grantTestCoins } from '../testing/testGrant';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** HTTP clients sending one request after another, each on its keep-alive connection. */
const HTTP_CLIENTS = 4;
const SOCKET_CLIENTS = 4;
const CHANNELS = ['crash', 'battle'];
/** Steady load before the restart begins and after it ends. */
const STEADY_MS = 3_000;
const BATTLE_EVERY_MS = 400;
/** Short crash rounds, so the crash channel carries events all the time. */
const CRASH_BETTING_SECONDS = 1;
const CRASH_PAUSE_SECONDS = 1;

interface Answer {
  status: number;
  code?: number;
}

/**
 * The production build under a rolling restart (issue 31): two processes of `node dist/cluster.js`
 * on PostgreSQL and Redis, a steady load of HTTP calls (reads, box openings, battles against bots
 * whose rounds and settlement are jobs) and sockets in the crash and battle channels. SIGHUP
 * restarts both processes one by one; the test counts every answer, every socket reconnect and
 * every channel event, and checks no request failed, no socket missed an event, and every job ran
 * once.
 */
describe('a rolling restart of two server processes under load', () => {
  let database: TestDatabase;
  let primary: ChildProcess;
  let output = '';
  let port = 0;
  let metricsPort = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CLIENTS * 2 });

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
    database = await openPostgresTestDatabase();
    metricsPort = await freePort();
    primary = spawn(process.execPath, ['dist/cluster.js'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL,
        SERVER_PROCESSES: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JOB_POLL_MS: '200',
        CRASH_BETTING_SECONDS: String(CRASH_BETTING_SECONDS),
        CRASH_PAUSE_SECONDS: String(CRASH_PAUSE_SECONDS),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-rolling-')),
        // A test site on PostgreSQL: sandbox payments allowed, and a crash chain the loop salts
        // itself, so rounds play without an operator's two steps.
        ALLOW_SANDBOX_PAYMENTS: '1',
        CRASH_DEMO_CHAIN: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(() => [...output.matchAll(/localhost:(\d+)/g)].length >= 2, 60_000);
    port = Number(/localhost:(\d+)/.exec(output)?.[1]);
  });
  afterAll(async () => {
    agent.destroy();
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
    await database?.dispose();
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const { status, body: parsed } = await nodePost(port, path, body, { token, agent });
    const { code, data } = parsed as { code?: number; data?: unknown };
    return { status, code, data };
  };

  it('answers every request, loses no channel event and runs every job once', async () => {
    const [siteBox] = await database.db
      .select({ id: boxes.id, price: boxes.priceCents })
      .from(boxes)
      .where(and(eq(boxes.type, 1), lte(boxes.priceCents, 500n)))
      .limit(1);
    const [battleBox] = await battleBoxes(database.db);
    const players = await Promise.all(
      Array.from({ length: HTTP_CLIENTS + 1 }, async () => {
        const player = await createTestUser(database);
        await grantTestCoins(database.db, player.userId, 10_000_000n, 'rolling-restart');
        return player;
      }),
    );

    // Sockets: each enters the channels and records every event number it is handed.
    const sockets = Array.from({ length: SOCKET_CLIENTS }, () => {
      const client = new SocketClient({
        url: `ws://127.0.0.1:${port}/ws`,
        getToken: () => null,
        createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      });
      const seen = new Map<string, { seq: number; at: number }[]>();
      const resumed: boolean[] = [];
      let opens = 0;
      client.onOpen(() => (opens += 1));
      for (const channel of CHANNELS) {
        seen.set(channel, []);
        client.onChannel(channel, (message: GameMessage) =>
          seen.get(channel)?.push({ seq: message.seq, at: Date.now() }),
        );
        client.onChannelResumed(channel, (whole) => resumed.push(whole));
        client.enterGame(channel);
      }
      client.connect();
      return { client, seen, resumed, reconnects: () => opens - 1 };
    });

    // HTTP: reads and box openings one after another per client, battles on a clock of their own.
    const answers: Answer[] = [];
    const failures: string[] = [];
    let loading = true;
    const loops = players.slice(0, HTTP_CLIENTS).map(async (player, index) => {
      while (loading) {
        const answer =
          index % 2 === 0
            ? post('/api/box/list', { maxPrice: '5' })
            : post('/api/box/open', { boxId: siteBox?.id, count: 1 }, player.token);
        await answer.then(
          (a) => answers.push(a),
          (error: Error & { code?: string }) => failures.push(error.code ?? error.message),
        );
      }
    });
    const creator = players[HTTP_CLIENTS];
    const battleIds: number[] = [];
    const battleLoop = (async () => {
      while (loading) {
        try {
          const room = await post(
            '/api/battle/create',
            { boxes: [{ boxId: battleBox?.id, count: 1 }], seats: 2, mode: 'classic' },
            creator?.token,
          );
          answers.push(room);
          const battleId = (room.data as { battleId?: number } | undefined)?.battleId;
          if (battleId) {
            battleIds.push(battleId);
            answers.push(await post('/api/battle/fillBots', { battleId }, creator?.token));
          }
        } catch (error) {
          failures.push((error as Error & { code?: string }).code ?? String(error));
        }
        await new Promise((resolve) => setTimeout(resolve, BATTLE_EVERY_MS));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    const restartStarted = Date.now();
    primary.kill('SIGHUP');
    await until(() => output.includes('rolling restart done'), 60_000);
    const restartMs = Date.now() - restartStarted;
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    loading = false;
    await Promise.all([...loops, battleLoop]);

    // Every battle plays out (a 3 s countdown and one 4 s round) before the jobs are read.
    await until(async () => {
      const open = await database.db
        .select({ id: battles.id })
        .from(battles)
        .where(and(inArray(battles.id, battleIds), sql`${battles.status} <> 'finished'`));
      return open.length === 0;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { client } of sockets) client.close();

    const replaced = [...output.matchAll(/server process (\d+) replaced by (\d+)/g)];
    const dueJobs = await database.db
      .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(and(like(jobs.kind, 'battle.%'), lte(jobs.dueAt, new Date())));
    const gaps = sockets.flatMap(({ seen }) =>
      [...seen].flatMap(([channel, events]) =>
        events.slice(1).flatMap((event, i) => {
          const previous = events[i]?.seq ?? 0;
          return event.seq === previous + 1 ? [] : [`${channel}: ${previous} -> ${event.seq}`];
        }),
      ),
    );
    const crashEvents = sockets[0]?.seen.get('crash') ?? [];
    const longestCrashPause = Math.max(
      ...crashEvents.slice(1).map((event, i) => event.at - (crashEvents[i]?.at ?? event.at)),
    );
    const figures = {
      requests: answers.length + failures.length,
      serverErrors: answers.filter((a) => a.status >= 500).length,
      failedConnections: failures.length,
      refusals: answers.filter((a) => a.code !== 0).length,
      restartSeconds: restartMs / 1000,
      socketReconnects: sockets.reduce((sum, s) => sum + s.reconnects(), 0),
      channelEvents: sockets.reduce(
        (sum, s) => sum + [...s.seen.values()].reduce((n, events) => n + events.length, 0),
        0,
      ),
      missedEvents: gaps.length,
      longestCrashPauseMs: longestCrashPause,
      battles: battleIds.length,
      jobsRun: dueJobs.length,
    };
    console.log(`rolling restart: ${JSON.stringify(figures)}`);

    expect(replaced).toHaveLength(2);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(failures).toEqual([]);
    expect(answers.filter((a) => a.code !== 0)).toEqual([]);
    expect(gaps).toEqual([]);
    // Each socket moved at least once and came back whole into both channels every time.
    for (const socket of sockets) {
      expect(socket.reconnects()).toBeGreaterThanOrEqual(1);
      expect(socket.resumed).toEqual(socket.resumed.map(() => true));
      expect(socket.resumed.length).toBe(socket.reconnects() * CHANNELS.length);
    }
    // The crash loop moved to another process within seconds: the channel never went quiet for
    // longer than a round's pause and betting plus a few tries of the leader's lock.
    expect(longestCrashPause).toBeLessThan(
      (CRASH_BETTING_SECONDS + CRASH_PAUSE_SECONDS) * 1000 + 3 * LEADER_RETRY_MS,
    );
    expect(battleIds.length).toBeGreaterThan(5);
    expect(dueJobs.filter((job) => job.status !== 'done' || job.attempts !== 1)).toEqual([]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);

    // The primary's metrics port answers for both new processes, each labelled; one leads.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const leaders = [...metrics.matchAll(/^skinbox_leader\{process="(\d+)"\} (\d)$/gm)];
    expect(leaders.map(([, pid]) => Number(pid)).sort()).toEqual(
      replaced.map(([, , pid]) => Number(pid)).sort(),
    );
    expect(leaders.reduce((sum, [, , value]) => sum + Number(value), 0)).toBe(1);
  }, 80_000);
});

function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(probe: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
