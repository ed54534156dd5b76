/**
 * GAMES.md section 0 "Loops": a continuous loop (the crash game's rounds) runs in exactly one
 * process of a cluster, the holder of a PostgreSQL advisory lock. The lock belongs to a session,
 * so it is held on a connection of its own, outside the pool: when the leader dies, even by
 * kill -9, PostgreSQL ends that session and frees the lock, and another process takes it on its
 * next try (every LEADER_RETRY_MS). The other processes relay the leader's events: a loop
 * publishes through the hub (Redis pub/sub), which delivers in every process. State changes that
 * players cause (bets, escapes) go through the database, which every process shares.
 *
 * PGlite is one process, so that process always leads.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { RealtimeHub } from '../socket/hub';

/** What a feature's loops are made from. */
export interface LoopDeps {
  db: Db;
  config: ServerConfig;
  /** Where a loop publishes its events; every process delivers them to its sockets. */
  hub: RealtimeHub;
  /** The server's redacting logger: a loop's failed step is reported here, never on the console. */
  log: FastifyBaseLogger;
}

/** A loop that runs while this process leads the cluster. */
export interface LoopDefinition {
  /** For logs, e.g. 'crash.rounds'. */
  name: string;
  /** Runs until `signal` aborts (leadership lost or the server stopping); then returns soon. */
  run(signal: AbortSignal): Promise<void>;
}

/** The advisory lock key of the cluster's leader ('skinbox' in ASCII). */
export const LEADER_LOCK_KEY = 0x736b696e626f78n;
/** How often a follower tries the lock and a leader checks its session is alive. */
export const LEADER_RETRY_MS = 1000;

export interface Leadership {
  isLeader(): boolean;
  /** Stops the loops, frees the lock and stops trying. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  /** PostgreSQL connection string; undefined on PGlite (this process leads). */
  databaseUrl: string | undefined;
  loops: readonly LoopDefinition[];
  /** Told when this process gains (true) or loses (false) leadership. */
  onChange?: (leader: boolean) => void;
  /** A loop threw, or the lock's session failed. */
  onError: (error: unknown, where: string) => void;
  retryMs?: number;
}

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Runs `loops` while leading; resolves when they have all returned. */
function runLoops(
  loops: readonly LoopDefinition[],
  signal: AbortSignal,
  onError: LeadershipOptions['onError'],
) {
  return Promise.all(
    loops.map((loop) => loop.run(signal).catch((error: unknown) => onError(error, loop.name))),
  );
}

/** Starts competing for leadership; the returned handle stops it. */
export function startLeadership(options: LeadershipOptions): Leadership {
  const { databaseUrl, loops, onChange, onError, retryMs = LEADER_RETRY_MS } = options;
  const stopping = new AbortController();
  let leader = false;
  let leading: AbortController | null = null;

  function lead() {
    leader = true;
    leading = new AbortController();
    onChange?.(true);
    return runLoops(loops, leading.signal, onError);
  }
  async function follow(running: Promise<unknown>) {
    leading?.abort();
    await running;
    if (leader) {
      leader = false;
      onChange?.(false);
    }
  }

  const done = databaseUrl
    ? competeOnPostgres(databaseUrl)
    : (async () => {
        const running = lead();
        await new Promise((resolve) => stopping.signal.addEventListener('abort', resolve));
        await follow(running);
      })();

  async function competeOnPostgres(url: string) {
    while (!stopping.signal.aborted) {
      const session = new pg.Client({ connectionString: url });
      // A broken session surfaces through the next query; keep the event from crashing the process.
      session.on('error', () => {});
      let running: Promise<unknown> = Promise.resolve();
      try {
        await session.connect();
        while (!stopping.signal.aborted) {
          if (!leader) {
            const { rows } = await session.query<{ locked: boolean }>(
              'SELECT pg_try_advisory_lock($1) AS locked',
              [LEADER_LOCK_KEY.toString()],
            );
            if (rows[0]?.locked) running = lead();
          } else {
            // The lock lives as long as this session: a failed check means it may be gone.
            await session.query('SELECT 1');
          }
          await sleep(retryMs, stopping.signal);
        }
      } catch (error) {
        onError(error, 'leader lock session');
      } finally {
        await follow(running);
        // Ending the session frees the lock (and a session already broken just closes).
        await session.end().catch(() => {});
      }
      if (!stopping.signal.aborted) await sleep(retryMs, stopping.signal);
    }
  }

  return {
    isLeader: () => leader,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
