// The crash game under load, on PostgreSQL: bets accepted per second with CLIENTS concurrent
// clients, and how long one tick takes to reach every one of SOCKETS sockets (first to last).
// Starts its own server (apps/server, `tsx src/main.ts`) on a fresh database on 127.0.0.1 with a
// long betting window, makes CLIENTS × BETS_PER_CLIENT players (one bet per player per round, as
// the game allows) and SOCKETS websockets that enter channel `crash`; the chain is committed and
// salted before the server starts (its loop plays only a salted chain), so the first round crashes
// at 2.56x (15.7 s of ticks). The clients bet as fast as the server answers;
// every socket timestamps each tick as it arrives (all sockets live in this one process, so the
// spread includes this process reading 5,000 frames in turn). Prints both figures, then drops the
// database.
// Needs PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { playerAddress } from './support/http.mjs';

const CLIENTS = 32;
const BETS_PER_CLIENT = 4;
const SOCKETS = 5000;
/** Sockets are opened this many at a time. */
const OPEN_BATCH = 250;
const BETTING_SECONDS = 120;
/** Round 1 of this chain, with the tests' salt, crashes at 2.56x. */
const CHAIN_SEED = 'crash-test-1';
const HARD_LIMIT_MS = 300_000;

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = `${root}apps/server/`;
const requireServer = createRequire(`${serverDir}package.json`);
const pg = requireServer('pg');
const WebSocket = requireServer('ws');
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `skinbox_bench_${randomBytes(5).toString('hex')}`;
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${name}`;
if (!['127.0.0.1', 'localhost'].includes(benchUrl.hostname)) {
  console.error('the benchmark only talks to a PostgreSQL on 127.0.0.1');
  process.exit(2);
}

const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

let server;
const sockets = [];
const admin = new pg.Client({ connectionString: adminUrl });

async function cleanup() {
  for (const socket of sockets) socket.terminate();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}

function startServer() {
  server = spawn(requireServer.resolve('tsx/cli'), ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: benchUrl.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-bench-')),
      CRASH_BETTING_SECONDS: String(BETTING_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /localhost:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

/** The server's own modules through tsx: players with coins, and the chain. */
async function serverModules() {
  const tsxApi = requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { register } = await import(pathToFileURL(tsxApi).href);
  register();
  const { openPostgres } = await import(`${serverDir}src/db/database.ts`);
  const { createTestUser } = await import(`${serverDir}src/testing/users.ts`);
  const { credit } = await import(`${serverDir}src/money/ledger.ts`);
  const { saltedCrashChain } = await import(`${serverDir}src/testing/crashChain.ts`);
  return { database: openPostgres(benchUrl.toString()), createTestUser, credit, saltedCrashChain };
}

/** Opens a socket that enters `crash` and records when each tick arrives. */
function openSocket(url, arrivals, index) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
      headers: { 'x-forwarded-for': playerAddress(index) },
    });
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.cid === 1001) return resolve(socket);
      if (frame.cid !== 1100) return;
      const message = JSON.parse(frame.data);
      if (message.event !== 'crash.tick') return;
      const at = performance.now();
      const key = message.payload.elapsedMs;
      const seen = arrivals.get(key);
      if (seen) {
        seen.first = Math.min(seen.first, at);
        seen.last = Math.max(seen.last, at);
        seen.count += 1;
      } else arrivals.set(key, { first: at, last: at, count: 1 });
    });
    socket.once('open', () => socket.send(JSON.stringify({ cid: 1001, data: '{"game":"crash"}' })));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const modules = await serverModules();
  await modules.database.migrate();
  await modules.saltedCrashChain(modules.database.db, { rounds: 10, seed: CHAIN_SEED });
  const base = await startServer();
  const players = [];
  for (let i = 0; i < CLIENTS * BETS_PER_CLIENT; i += 1) {
    const user = await modules.createTestUser(modules.database);
    await modules.credit(modules.database.db, {
      userId: user.userId,
      currency: 'amount',
      cents: 100_000n,
      kind: 'bench.grant',
      reference: 'bench',
      account: 'promotions',
    });
    players.push(user);
  }
  const arrivals = new Map();
  for (let opened = 0; opened < SOCKETS; opened += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, SOCKETS - opened) }, (_, i) =>
      openSocket(base, arrivals, opened + i),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  // The loop opened round 1 on its first step.
  for (;;) {
    const state = await fetch(`${base}/api/crash/state`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    }).then((r) => r.json());
    if (state.data.round) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; n < BETS_PER_CLIENT; n += 1) {
        const player = players[client * BETS_PER_CLIENT + n];
        const t0 = performance.now();
        const body = await fetch(`${base}/api/crash/bet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
          body: JSON.stringify({ stake: '1.00', autoCashOut: 150 }),
        }).then((r) => r.json());
        if (body.code !== 0) throw new Error(`bet refused: ${JSON.stringify(body)}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const betSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  // Ticks of round 1: betting left, then 16.6 s of curve; wait for its crash.
  const db = new pg.Client({ connectionString: benchUrl.toString() });
  await db.connect();
  for (;;) {
    const result = await db.query('SELECT status FROM crash_rounds WHERE position = 1');
    if (result.rows[0]?.status === 'settled') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await db.end();
  await modules.database.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const spreads = [...arrivals.values()].map((a) => a.last - a.first).sort((a, b) => a - b);
  const complete = [...arrivals.values()].filter((a) => a.count === SOCKETS).length;

  console.log(
    `bets: ${latencies.length} by ${CLIENTS} concurrent clients over HTTP, PostgreSQL on 127.0.0.1`,
  );
  console.log(
    `  ${(latencies.length / betSeconds).toFixed(0)} bets/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `ticks: ${arrivals.size} ticks to ${SOCKETS} sockets in channel crash (${complete} reached every socket)`,
  );
  console.log(
    `  first-to-last per tick: p50 ${percentile(spreads, 50).toFixed(1)} ms  p99 ${percentile(spreads, 99).toFixed(1)} ms  max ${(spreads.at(-1) ?? NaN).toFixed(1)} ms`,
  );
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
