// The real game server for a benchmark: a scratch PostgreSQL database on 127.0.0.1, one server
// process (src/main.ts) or several on one port (src/cluster.ts, which needs Redis), the server's
// own code for making players, and clean-up that drops the database whatever happened.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverDir = `${root}apps/server/`;
/** Packages of the server (pg, ws, ioredis), resolved from its folder. */
export const requireServer = createRequire(`${serverDir}package.json`);
const pg = requireServer('pg');

const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/** Refuses anything but 127.0.0.1: benchmarks talk to this machine only. */
function localUrl(text, what) {
  const url = new URL(text);
  if (!LOCAL_HOSTS.includes(url.hostname)) {
    console.error(`the benchmark only talks to a ${what} on 127.0.0.1`);
    process.exit(2);
  }
  return url;
}

/** A fresh PostgreSQL database (CREATE DATABASE), dropped by drop(). */
export async function scratchDatabase() {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `skinbox_bench_${randomBytes(5).toString('hex')}`;
  const url = localUrl(adminUrl, 'PostgreSQL');
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** Redis for several processes (REDIS_URL, default redis://127.0.0.1:6379). */
export function redisUrl() {
  return localUrl(process.env.REDIS_URL || 'redis://127.0.0.1:6379', 'Redis').toString();
}

/**
 * Starts `processes` server processes on one free port (node with tsx's loader, no wrapper
 * process) and resolves once each has printed its address. With `profileDir`, every process
 * writes a V8 CPU profile there when it stops.
 */
export async function startServer({ databaseUrl, processes = 1, env = {}, profileDir }) {
  const entry = processes > 1 ? 'src/cluster.ts' : 'src/main.ts';
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...(processes > 1 ? { REDIS_URL: redisUrl(), SERVER_PROCESSES: String(processes) } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-bench-')),
      // A benchmark site on PostgreSQL: the sandbox payments are allowed explicitly
      // (apps/server/src/payment/paymentConfig.ts).
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ports = [...output.matchAll(/localhost:(\d+)/g)].map((m) => m[1]);
      if (ports.length >= processes) resolve(`http://127.0.0.1:${ports[0]}`);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let serverCode;
/** The server's own modules (TypeScript, through tsx's ESM API), loaded once. */
export async function loadServerCode() {
  if (!serverCode) {
    // The ESM build of tsx's API (require.resolve would pick its CommonJS build).
    const tsxApi = requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
    const { register } = await import(pathToFileURL(tsxApi).href);
    register();
    const load = (path) => import(pathToFileURL(`${serverDir}src/${path}`).href);
    const [database, users, ledger, invariants] = await Promise.all([
      load('db/database.ts'),
      load('testing/users.ts'),
      load('money/ledger.ts'),
      load('testing/ledgerInvariants.ts'),
    ]);
    serverCode = { ...database, ...users, ...ledger, ...invariants };
  }
  return serverCode;
}

/** Players made at once: a few connections keep PostgreSQL busy without queueing behind each other. */
const MAKE_PLAYERS_AT_ONCE = 8;

/** `count` players with a session token and `coins` coins each, made with the server's code. */
export async function makePlayers(databaseUrl, count, coins) {
  const { openPostgres, createTestUser, credit } = await loadServerCode();
  const database = openPostgres(databaseUrl);
  const makeOne = async () => {
    // createTestUser draws a random 8-digit mobile; among thousands two may meet: draw again.
    const user = await createTestUser(database).catch(() => createTestUser(database));
    if (coins > 0n) {
      await credit(database.db, {
        userId: user.userId,
        currency: 'amount',
        cents: coins * 100n,
        kind: 'bench.grant',
        reference: 'bench',
        account: 'promotions',
      });
    }
    return user;
  };
  try {
    const players = [];
    for (let made = 0; made < count; made += MAKE_PLAYERS_AT_ONCE) {
      const batch = Math.min(MAKE_PLAYERS_AT_ONCE, count - made);
      players.push(...(await Promise.all(Array.from({ length: batch }, makeOne))));
    }
    return players;
  } finally {
    await database.close();
  }
}

/** DESIGN section 2 after a run: the (user, currency) pairs whose balance is not their ledger's sum. */
export async function ledgerMismatches(databaseUrl) {
  const { openPostgres, findLedgerMismatches } = await loadServerCode();
  const database = openPostgres(databaseUrl);
  try {
    return await findLedgerMismatches(database.db);
  } finally {
    await database.close();
  }
}

/** One process's parent and CPU seconds (user, system) so far, from Linux's /proc; undefined once it ended. */
function cpuOfProcess(pid) {
  const ticksPerSecond = 100;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state ppid … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: Number(fields[1]),
      user: Number(fields[11]) / ticksPerSecond,
      system: Number(fields[12]) / ticksPerSecond,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds (user and system) used so far by each process. */
function cpuOfProcesses() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const usage = cpuOfProcess(entry);
    if (usage) processes.set(Number(entry), usage);
  }
  return processes;
}

/**
 * Samples, every `everyMs`, the CPU of the PostgreSQL backends serving database `name` (their
 * pids from pg_stat_activity through `client`), so backends that a pool closes and opens during
 * the window count too; stop() returns the CPU seconds they used since start (a backend first
 * seen after the start counts from zero, as it started then).
 */
export function sampleBackendCpu(client, name, everyMs = 500) {
  const first = new Map();
  const last = new Map();
  let starting = true;
  const sample = async () => {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    for (const { pid } of rows) {
      const usage = cpuOfProcess(pid);
      if (!usage) continue;
      const seconds = usage.user + usage.system;
      if (!first.has(pid)) first.set(pid, starting ? seconds : 0);
      last.set(pid, seconds);
    }
    starting = false;
  };
  let timer;
  let pending = sample();
  timer = setInterval(() => {
    pending = pending.then(sample);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      await sample();
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - first.get(pid);
      return total;
    },
  };
}

/** CPU seconds used so far by `pid` and every process below it, and by the other `pids`. */
export function cpuSeconds(pid, pids = []) {
  const processes = cpuOfProcesses();
  const children = new Map();
  for (const [child, { parent }] of processes) {
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = { user: 0, system: 0 };
  const stack = [pid];
  while (stack.length > 0) {
    const at = stack.pop();
    tree.user += processes.get(at)?.user ?? 0;
    tree.system += processes.get(at)?.system ?? 0;
    stack.push(...(children.get(at) ?? []));
  }
  const others = new Map(
    pids.map((other) => {
      const usage = processes.get(other);
      return [other, usage ? usage.user + usage.system : undefined];
    }),
  );
  return { tree, others };
}
