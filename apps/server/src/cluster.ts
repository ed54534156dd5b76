import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readClusterMessage, type ProcessMessage } from './clusterMessages';
import { loadConfigOrExit } from './config';
import { clusterPidFile, writePidFile } from './health/pidFile';
import { gatherClusterMetrics } from './metrics/endpoint';

/**
 * SERVER_PROCESSES server processes on one port (node:cluster; the primary hands each connection
 * to the next process in turn). Every process is a whole server (src/main.ts): they share
 * PostgreSQL (balances, jobs and the leader's lock) and Redis (socket pushes, channel numbers,
 * rate limits, session revocations), so any process may answer any request or hold any socket.
 * The first process migrates and seeds before the others start, so they never race on an empty
 * database. A process that dies is replaced.
 *
 * SIGHUP (or `pnpm ops restart`) restarts the processes one by one: a new process starts, and
 * once it is ready the old one drains (health/drain.ts: it stops taking connections, sends its
 * sockets elsewhere, finishes its requests and its job, frees the leader's lock) and exits, so
 * no request fails and the number of processes never drops. SIGTERM drains them all and exits.
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
  const config = loadConfigOrExit();
  const count = processCount(process.env.SERVER_PROCESSES);
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    console.error(
      'Several server processes need PostgreSQL (DATABASE_URL: PGlite serves one process) and ' +
        'Redis (REDIS_URL: a push must reach the sockets of every process).',
    );
    process.exit(1);
  }
  writePidFile(clusterPidFile(config.DATA_DIR));
  await gatherClusterMetrics(config);
  let stopping = false;
  let othersStarted = false;
  const ready = new WeakSet<Worker>();
  /** Processes a rolling restart stopped on purpose: not replaced when they exit. */
  const retiring = new WeakSet<Worker>();
  /** Processes a rolling restart started: one that fails to start stops the restart only. */
  const replacements = new WeakSet<Worker>();
  /** What waits for a process to be ready: resolved when it is, rejected if it exits first. */
  const readyWaiters = new Map<Worker, { resolve(): void; reject(error: Error): void }>();

  cluster.on('message', (worker, raw) => {
    if (readClusterMessage<ProcessMessage>(raw)?.kind !== 'ready') return;
    ready.add(worker);
    readyWaiters.get(worker)?.resolve();
    readyWaiters.delete(worker);
    // The first process has applied the migrations and seeded: the others may start.
    if (othersStarted) return;
    othersStarted = true;
    for (let i = 1; i < count; i += 1) cluster.fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    const why = signal ?? code;
    readyWaiters.get(worker)?.reject(new Error(`process ${worker.process.pid} exited (${why})`));
    readyWaiters.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (retiring.has(worker)) return;
    if (!ready.has(worker)) {
      if (replacements.has(worker)) return; // The rolling restart reports it.
      // It never started (bad configuration, database down): another would fail the same way.
      console.error(`server process ${worker.process.pid} failed to start (${why})`);
      process.exit(1);
    }
    console.error(`server process ${worker.process.pid} exited (${why}); starting another`);
    cluster.fork();
  });

  const whenReady = (worker: Worker) =>
    new Promise<void>((resolve, reject) => readyWaiters.set(worker, { resolve, reject }));
  const whenExited = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) resolve();
      else worker.once('exit', () => resolve());
    });

  let restarting = false;
  async function rollingRestart() {
    if (restarting || stopping) return;
    restarting = true;
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    console.log(`rolling restart of ${old.length} server processes`);
    try {
      for (const worker of old) {
        if (stopping) break;
        const replacement = cluster.fork();
        replacements.add(replacement);
        await whenReady(replacement);
        retiring.add(worker);
        worker.process.kill('SIGTERM');
        await whenExited(worker);
        console.log(`server process ${worker.process.pid} replaced by ${replacement.process.pid}`);
      }
      console.log('rolling restart done');
    } catch (error) {
      // The old processes that were not reached keep serving.
      console.error(`rolling restart stopped: ${(error as Error).message}`);
    } finally {
      restarting = false;
    }
  }

  cluster.fork();
  process.on('SIGHUP', () => void rollingRestart());
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
