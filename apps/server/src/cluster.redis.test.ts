import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from './db/schema';
import { buildServerIfStale } from './testing/builtServer';
import { findLedgerMismatches } from './testing/ledgerInvariants';
import { openPostgresTestDatabase, type TestDatabase } from './testing/testDatabase';
import { TEST_PASSWORD, createTestUser } from './testing/users';
import { grantTestCoins } from './testing/testGrant';
import { nodePost } from './testing/nodePost';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PLAYERS = 4;
const OPENS_PER_PLAYER = 6;

/** The server processes the primary `parent` forked (Linux /proc). */
function serverProcessesOf(parent: number) {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parentPid === parent && command.includes('dist/cluster.js')) children.push(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  return children.sort();
}

async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * src/cluster.ts for real: two server processes on one port, on one PostgreSQL database and
 * Redis. Every call opens a new connection, which the primary hands to the processes in turn, so
 * consecutive calls reach both.
 */
describe('two server processes on one port (src/cluster.ts, built)', () => {
  let database: TestDatabase;
  let primary: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    buildServerIfStale();
    // The production build, as `start:cluster` runs it.
    primary = spawn(process.execPath, ['dist/cluster.js'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL,
        SERVER_PROCESSES: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-cluster-')),
        // A test site on PostgreSQL: the sandbox payments are allowed explicitly (paymentConfig.ts).
        ALLOW_SANDBOX_PAYMENTS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      primary.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ports = [...output.matchAll(/localhost:(\d+)/g)].map((match) => Number(match[1]));
        if (ports.length >= 2) {
          port = ports[0] ?? 0;
          resolve();
        }
      });
      primary.once('exit', (code) => reject(new Error(`the cluster exited (${code}): ${output}`)));
    });
  });
  afterAll(async () => {
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      const exited = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
    await database?.dispose();
  });

  /** One JSON POST on a connection of its own. */
  const post = async <T>(path: string, body: unknown, token?: string) =>
    (await nodePost(port, path, body, { token })).body as { code: number; data?: T };

  it('runs the number of processes asked for, all listening on the one port', () => {
    expect(port).toBeGreaterThan(0);
    expect(serverProcessesOf(primary.pid ?? 0)).toHaveLength(2);
  });

  it('books every box opened through either process once, balances equal to their ledger', async () => {
    const boxes = await post<{ list: Array<{ boxId: number; price: string }> }>('/api/box/list', {
      maxPrice: '1',
    });
    const box = boxes.data?.list[0];
    expect(box).toBeDefined();
    const priceCents = BigInt(Math.round(Number(box?.price) * 100));
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await createTestUser(database);
        await grantTestCoins(database.db, player.userId, 10_000n, 'cluster');
        return player;
      }),
    );
    const answers = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: OPENS_PER_PLAYER }, () =>
          post('/api/box/open', { boxId: box?.boxId, count: 1 }, player.token),
        ),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(answers.map(() => 0));
    for (const player of players) {
      const [row] = await database.db
        .select({ cents: balances.cents })
        .from(balances)
        .where(and(eq(balances.userId, player.userId), eq(balances.currency, 'amount')));
      expect(row?.cents).toBe(10_000n - BigInt(OPENS_PER_PLAYER) * priceCents);
    }
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it('signs a token out in both processes when either answers the logout', async () => {
    const { mobile } = await createTestUser(database);
    const login = await post<{ token: string }>('/api/auth/login', {
      type: 'password',
      account: mobile,
      password: TEST_PASSWORD,
    });
    const token = login.data?.token ?? '';
    const isValid = async () =>
      (await post<{ isValid: boolean }>('/api/auth/verifyToken', {}, token)).data?.isValid;
    // Four connections: both processes look the session up and keep it in their caches.
    for (let i = 0; i < 4; i += 1) expect(await isValid()).toBe(true);
    expect((await post('/api/auth/logout', {}, token)).code).toBe(0);
    for (let i = 0; i < 4; i += 1) expect(await isValid()).toBe(false);
  });

  it('replaces a process that dies, and keeps answering meanwhile', async () => {
    const before = serverProcessesOf(primary.pid ?? 0);
    const killed = before[0] ?? 0;
    process.kill(killed, 'SIGKILL');
    const after = await until(
      () => serverProcessesOf(primary.pid ?? 0),
      (pids) => pids.length === 2 && !pids.includes(killed),
    );
    expect(after).toHaveLength(2);
    expect(after).not.toContain(killed);
    const list = await until(
      () => post('/api/box/list', { maxPrice: '1' }),
      (answer) => answer.code === 0,
    );
    expect(list.code).toBe(0);
  });
});
