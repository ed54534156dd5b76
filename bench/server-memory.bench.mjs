// Start-up time and idle memory of a started game server: the time from spawning the real server
// process to its "running at" line, and its resident set size (RSS) once it has gone quiet, on a
// fresh PostgreSQL database on 127.0.0.1 and on a fresh PGlite data folder. The first start seeds
// the empty database (catalogue, boxes, mall); then the everyday case, a restart on a seeded
// database, is measured twice: the compiled build (`node dist/main.js`, what `pnpm start` runs
// since issue 31) and the TypeScript sources under tsx (what it ran before, and `pnpm dev` still
// does). The compiled restart on PostgreSQL has a target of at most 200 MB (issue 12). "Quiet"
// means RSS moved less than 1 MB over three samples half a second apart. Builds the server when
// stale. Needs PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); drops
// its database afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_TARGET_MB = 200;
const SAMPLE_MS = 500;
const QUIET_SAMPLES = 3;
const QUIET_BYTES = 1024 * 1024;
/** Idle is read after at least this long, so start-up work that yields has had its turn. */
const SETTLE_MS = 3_000;
/** The whole run gives up after this long, whatever happens. */
const HARD_LIMIT_MS = 240_000;

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
const dataDirs = [];

let server;
const admin = new pg.Client({ connectionString: adminUrl });

const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  server = undefined;
}

async function cleanup() {
  await stopServer();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** How each build is started: node itself, never a wrapper process between us and the server. */
const BUILDS = {
  compiled: ['dist/main.js'],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};

/** Starts the server as this process's child; resolves with the milliseconds to its address. */
function startServer(build, env) {
  const spawnedAt = performance.now();
  server = spawn(process.execPath, BUILDS[build], {
    cwd: serverDir,
    // A benchmark's PostgreSQL database is a demonstration, not a deployment: sandbox payments.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child = server;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/localhost:(\d+)/.test(output)) resolve(performance.now() - spawnedAt);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb[1]) * 1024;
}

/** RSS once the started server is quiet. */
async function idleRss() {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const samples = [];
  for (;;) {
    samples.push(rssOf(server.pid));
    const last = samples.slice(-QUIET_SAMPLES);
    if (last.length === QUIET_SAMPLES && Math.max(...last) - Math.min(...last) < QUIET_BYTES) {
      return last.at(-1);
    }
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(5)} s`;

/** The idle RSS of the compiled restart. */
async function measure(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-bench-'));
  dataDirs.push(dataDir);
  let compiledRestart = 0;
  const starts = [
    ['compiled', 'first start (seeds)'],
    ['tsx', 'restart, tsx'],
    ['compiled', 'restart, compiled'],
  ];
  for (const [build, start] of starts) {
    const startMs = await startServer(build, { DATA_DIR: dataDir, ...env });
    const rss = await idleRss();
    await stopServer();
    if (start === 'restart, compiled') compiledRestart = rss;
    console.log(
      `${label.padEnd(11)} ${start.padEnd(20)} start-up ${seconds(startMs)}   idle RSS ${mb(rss)}`,
    );
  }
  return compiledRestart;
}

try {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server build failed');
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pgIdle = await measure('PostgreSQL', { DATABASE_URL: benchUrl.toString() });
  await measure('PGlite', { DATABASE_URL: '' });
  const verdict = pgIdle <= PG_TARGET_MB * 1024 * 1024 ? 'within' : 'OVER';
  console.log(`PostgreSQL compiled restart: ${verdict} the ${PG_TARGET_MB} MB target`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
