// Idle memory of a started game server: the resident set size (RSS) of the real server process
// (apps/server `src/main.ts` under tsx, as `pnpm start` runs it) once it has started and gone
// quiet, on a fresh PostgreSQL database on 127.0.0.1 and on a fresh PGlite data folder. Each
// database is started twice: the first start seeds the empty database (catalogue, boxes, mall),
// the second is the everyday case, a restart on a seeded database, whose figure has a target of
// at most 200 MB on PostgreSQL (issue 12). "Quiet" means RSS moved less than 1 MB over three
// samples half a second apart. Needs PostgreSQL at DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test); drops its database afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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

/**
 * Starts the server in this process's child itself (node with tsx's loader, not the tsx CLI,
 * which would put a wrapper process between us and the server); resolves once it prints its
 * address.
 */
function startServer(env) {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child = server;
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/localhost:(\d+)/.test(output)) resolve();
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

async function measure(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-bench-'));
  dataDirs.push(dataDir);
  const figures = [];
  for (const start of ['first start (seeds)', 'restart (seeded)']) {
    await startServer({ DATA_DIR: dataDir, ...env });
    figures.push(await idleRss());
    await stopServer();
    console.log(`${label.padEnd(11)} ${start.padEnd(20)} idle RSS ${mb(figures.at(-1))}`);
  }
  return figures;
}

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const [, pgIdle] = await measure('PostgreSQL', { DATABASE_URL: benchUrl.toString() });
  await measure('PGlite', { DATABASE_URL: '' });
  const verdict = pgIdle <= PG_TARGET_MB * 1024 * 1024 ? 'within' : 'OVER';
  console.log(`PostgreSQL restart: ${verdict} the ${PG_TARGET_MB} MB target`);
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
