import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { startJobRunner, type JobDefinition, type JobFailure } from './jobs';
import { startLeadership, type LoopDefinition } from './leader';

export interface Runtime {
  /** Whether this process runs the cluster's loops now. */
  isLeader(): boolean;
  /** Stops the timed work of this process, waiting for a run under way, and frees leadership. */
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Every kind of job; every process runs due jobs, the claim keeps each to one run. */
  jobs: readonly JobDefinition[];
  /** Loops only the cluster's leader runs. */
  loops: readonly LoopDefinition[];
  onLeaderChange?: (leader: boolean) => void;
  /** Told of every failed run after it is logged (the metrics count them). */
  onJobFailure?: (failure: JobFailure) => void;
}

/**
 * The start phase of a server process (GAMES.md section 0): runs the due jobs of `jobs` and
 * competes for leadership of `loops`. Called after the app listens, never by a route
 * registration, so tests and scripts that build the app run no timed work unless they ask.
 */
export function startRuntime({
  db,
  config,
  log,
  jobs,
  loops,
  onLeaderChange,
  onJobFailure,
}: RuntimeOptions): Runtime {
  const runner = startJobRunner(db, jobs, {
    pollMs: config.JOB_POLL_MS,
    lanes: config.JOB_LANES,
    onFailure: (failure) => {
      const { kind, key, attempt, final, error } = failure;
      // A retry is routine; a job out of attempts stays 'failed' until an operator looks, so it
      // is the alert (a recurring chain goes on without it).
      if (final) log.error({ err: error, kind, key, attempt, alert: true }, 'job failed for good');
      else log.warn({ err: error, kind, key, attempt }, 'job failed, will retry');
      onJobFailure?.(failure);
    },
    onError: (error) => log.error({ err: error }, 'job pass failed'),
  });
  const leadership = startLeadership({
    databaseUrl: config.DATABASE_URL,
    loops,
    onChange: (leader) => {
      log.info({ leader }, leader ? 'leading the cluster' : 'following the cluster');
      onLeaderChange?.(leader);
    },
    onError: (error, where) => log.error({ err: error, where }, 'leader loop failed'),
  });
  return {
    isLeader: () => leadership.isLeader(),
    async stop() {
      await Promise.all([runner.stop(), leadership.stop()]);
    },
  };
}
