import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, seedFeatures } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { siteClock } from '../runtime/siteClock';
import { seedBase } from '../seed/baseSeed';
import type { RealtimeHub } from '../socket/hub';
import './catalogueSource';
import { openTestDatabase, type TestDatabase } from './testDatabase';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  database: TestDatabase;
  /** The server's DATA_DIR (uploads, the SMS outbox file). */
  dataDir: string;
  /** The server's realtime hub: tests push socket messages through it. */
  hub: RealtimeHub;
  /** The listening node:http server, for tests that watch requests and replies as they go. */
  httpServer: Server;
  /** Every route the app registered (method and URL pattern). */
  routes?: { method: string; url: string }[];
  close(): Promise<void>;
}

/** Starts the real server on a free port over a fresh test database; tests talk real HTTP to it. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: {
    logStream?: { write(line: string): void };
    /** The time the routes read (the site clock's `now`); the wall clock unless given. */
    now?: () => Date;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  // The same defaults a real start writes (module switches, VIP table, help articles...).
  await seedBase(database.db);
  const config = {
    ...loadConfig({}),
    PORT: 0,
    LOG_LEVEL: 'silent' as const,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-data-')),
    ...overrides,
  };
  await seedFeatures({ db: database.db, config });
  const routes: { method: string; url: string }[] = [];
  // A configuration the server refuses (a test of the refusal) leaves no database behind.
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    onRoute: (route) => routes.push(route),
    clock: siteClock(config.SITE_TIME_ZONE, options.now),
  }).catch(async (error: unknown) => {
    await database.dispose();
    throw error;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    database,
    dataDir: config.DATA_DIR,
    hub: app.hub,
    httpServer: app.server,
    routes,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
