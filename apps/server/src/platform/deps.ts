import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/database';
import type { SiteClock } from '../runtime/siteClock';
import type { RealtimeHub } from '../socket/hub';
import type { Statistics } from './statistics';

/** What every feature's routes (and its long-running work) receive. */
export interface ModuleDeps {
  app: FastifyInstance;
  /** The server's configuration, the economy's settings included (read once, at start). */
  config: ServerConfig;
  database: Database;
  db: Db;
  /** Socket pushes: broadcasts and per-user messages (Redis-backed when REDIS_URL is set). */
  hub: RealtimeHub;
  /** The statistics counters the features declare. */
  statistics: Statistics;
  /** Days, weeks and months as the site counts them (SITE_TIME_ZONE), made once per process. */
  clock: SiteClock;
}

export type RouteModule = (deps: ModuleDeps) => void | Promise<void>;

/** What a feature's seed step receives: no app, it may run before (or without) one. */
export interface SeedDeps {
  db: Db;
  config: ServerConfig;
}

/** What a feature's timed work is made from (its jobs' handlers close over these). */
export type WorkDeps = Pick<ModuleDeps, 'config' | 'hub' | 'clock'>;
