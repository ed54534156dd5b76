// Box opens per second over HTTP on PostgreSQL, and the ceiling of the same work without the
// game server. Starts its own server (apps/server, `tsx src/main.ts`) on a fresh PostgreSQL
// database on 127.0.0.1, signs in CLIENTS players with plenty of coins, and lets CLIENTS
// concurrent clients open the 1-coin site box one at a time for DURATION_MS (at most
// MAX_OPENS_PER_CLIENT each). Then the same clients run a bare debit-and-insert transaction
// straight through `pg` (one conditional UPDATE of the balance and one ledger INSERT) for the
// same time: the ceiling. Prints opens/s, p50/p99 latency of both and their ratio, then drops the
// database. Needs PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CLIENTS = 32;
const DURATION_MS = 10_000;
const MAX_OPENS_PER_CLIENT = 2_000;
const WARMUP_OPENS_PER_CLIENT = 3;
/** The whole run gives up after this long, whatever happens. */
const HARD_LIMIT_MS = 180_000;
const COINS_PER_PLAYER = 1_000_000n;

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = `${root}apps/server/`;
const requireServer = createRequire(`${serverDir}package.json`);
const pg = requireServer('pg');
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
const admin = new pg.Client({ connectionString: adminUrl });

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}

/** Starts the real server on a free port; resolves with its base URL once it prints it. */
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
      // No drop is announced: the benchmark measures the open, not the socket fan-out.
      PRIZE_ANNOUNCE_COINS: '1000000',
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

/** Players with coins and tokens, made with the server's own code (through tsx). */
async function makePlayers() {
  // The ESM build of tsx's API (require.resolve would pick its CommonJS build).
  const tsxApi = requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { register } = await import(pathToFileURL(tsxApi).href);
  register();
  const { openPostgres } = await import(`${serverDir}src/db/database.ts`);
  const { createTestUser } = await import(`${serverDir}src/testing/users.ts`);
  const { credit } = await import(`${serverDir}src/money/ledger.ts`);
  const database = openPostgres(benchUrl.toString());
  const players = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = await createTestUser(database);
    await credit(database.db, {
      userId: user.userId,
      currency: 'amount',
      cents: COINS_PER_PLAYER * 100n,
      kind: 'bench.grant',
      reference: 'bench',
      account: 'promotions',
    });
    players.push(user);
  }
  await database.close();
  return players;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Runs `work(client)` in CLIENTS parallel loops for DURATION_MS; returns rate and latencies. */
async function measure(work) {
  const latencies = [];
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; n < MAX_OPENS_PER_CLIENT && performance.now() < deadline; n += 1) {
        const t0 = performance.now();
        await work(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function line(label, result) {
  return `${label.padEnd(34)} ${String(result.count).padStart(6)} in ${(DURATION_MS / 1000).toFixed(0)} s  ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms`;
}

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const base = await startServer();
  const players = await makePlayers();

  const boxes = await fetch(`${base}/api/box/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maxPrice: '1' }),
  }).then((r) => r.json());
  const boxId = boxes.data.list[0].boxId;

  const open = async (client) => {
    const response = await fetch(`${base}/api/box/open`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${players[client].token}`,
      },
      body: JSON.stringify({ boxId, count: 1 }),
    });
    const body = await response.json();
    if (body.code !== 0) throw new Error(`open refused: ${JSON.stringify(body)}`);
  };
  for (let i = 0; i < WARMUP_OPENS_PER_CLIENT; i += 1) {
    await Promise.all(players.map((_, client) => open(client)));
  }
  const http = await measure(open);

  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: CLIENTS });
  const bare = async (client) => {
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      const debited = await connection.query(
        `UPDATE balances SET cents = cents - 100
          WHERE user_id = $1 AND currency = 'amount' AND cents >= 100 RETURNING cents`,
        [players[client].userId],
      );
      if (debited.rowCount !== 1) throw new Error('bare debit refused');
      await connection.query(
        `INSERT INTO ledger (user_id, currency, cents, account, kind, reference)
         VALUES ($1, 'amount', -100, 'house', 'bench.bare', 'bench')`,
        [players[client].userId],
      );
      await connection.query('COMMIT');
    } finally {
      connection.release();
    }
  };
  await Promise.all(players.map((_, client) => bare(client)));
  const ceiling = await measure(bare);
  await pool.end();

  console.log(`${CLIENTS} concurrent clients, PostgreSQL on 127.0.0.1, 1-coin box, 1 box per open`);
  console.log(line('open over HTTP (full transaction)', http));
  console.log(line('ceiling: bare debit + insert (pg)', ceiling));
  console.log(`ratio HTTP opens / ceiling: ${(http.perSecond / ceiling.perSecond).toFixed(3)}`);
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
