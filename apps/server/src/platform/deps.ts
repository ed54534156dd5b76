import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/database';
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
}

export type RouteModule = (deps: ModuleDeps) => void | Promise<void>;

/** What a feature's seed step receives: no app, it may run before (or without) one. */
export interface SeedDeps {
  db: Db;
  config: ServerConfig;
}
