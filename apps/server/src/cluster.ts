import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config';

/**
 * SERVER_PROCESSES server processes on one port (node:cluster; the primary hands each connection
 * to the next process in turn). Every process is a whole server (src/main.ts): they share
 * PostgreSQL (balances, jobs and the leader's lock) and Redis (socket pushes, channel numbers,
 * rate limits, session revocations), so any process may answer any request or hold any socket.
 * The first process migrates and seeds before the others start, so they never race on an empty
 * database. A process that dies is replaced.
 */
/** How long the primary waits after Ctrl-C for the processes to stop on their own. */
const INTERRUPT_GRACE_MS = 3000;

function processCount(value: string | undefined) {
  if (value === undefined || value === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`SERVER_PROCESSES must be a whole number of at least 1, got "${value}"`);
  }
  return count;
}

if (cluster.isPrimary) {
  const config = loadConfig();
  const count = processCount(process.env.SERVER_PROCESSES);
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    console.error(
      'Several server processes need PostgreSQL (DATABASE_URL: PGlite serves one process) and ' +
        'Redis (REDIS_URL: a push must reach the sockets of every process).',
    );
    process.exit(1);
  }
  let stopping = false;
  let othersStarted = false;
  const listened = new WeakSet<Worker>();
  cluster.on('listening', (worker) => {
    listened.add(worker);
    // The first process has applied the migrations and seeded: the others may start.
    if (othersStarted) return;
    othersStarted = true;
    for (let i = 1; i < count; i += 1) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker)) {
      // It never started (bad configuration, database down): another would fail the same way.
      console.error(`server process ${worker.process.pid} failed to start (${signal ?? code})`);
      process.exit(1);
    }
    console.error(
      `server process ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  cluster.fork();
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  // Ctrl-C reaches every process of the terminal's group; the primary only waits for them (a
  // second signal would cut their shutdown short), then stops whoever is left.
  process.once('SIGINT', () => {
    stopping = true;
    setTimeout(stop, INTERRUPT_GRACE_MS).unref();
  });
} else {
  await import('./main');
}
