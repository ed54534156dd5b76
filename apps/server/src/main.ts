import cluster from 'node:cluster';
import { buildApp, seedFeatures } from './app';
import { loadConfigOrExit } from './config';
import { openPglite, openPostgres } from './db/database';
import { holdPglite, pgliteHolder } from './db/pgliteLock';
import { paymentProviderFor } from './payment/providers';
import { drain } from './health/drain';
import { Lifecycle } from './health/lifecycle';
import { exposeMetrics } from './metrics/endpoint';
import { createServerMetrics } from './metrics/serverMetrics';
import { seedBase } from './seed/baseSeed';
import { serverJobs, serverLoops } from './featureWork';
import { startRuntime, type Runtime } from './runtime/startRuntime';
import { tellPrimary } from './clusterMessages';

/**
 * One server process: opens the database, listens, migrates and seeds, starts the timed work, and
 * reports ready; on SIGTERM or SIGINT it drains (health/drain.ts) and exits. A process on its own
 * listens before migrating, so an orchestrator sees it alive while its readiness says not yet; a
 * process of a cluster listens only once ready, because the primary hands a connection to any
 * process that listens.
 */
const config = loadConfigOrExit();
// A payment provider the deployment refuses (the sandbox on PostgreSQL) stops the start before
// anything is opened; the routes make the same provider again.
paymentProviderFor(config.payment);
let release = () => {};
if (!config.DATABASE_URL) {
  const holder = pgliteHolder(config.DATA_DIR);
  if (holder !== null) {
    console.error(
      `Another process (pid ${holder}) holds the PGlite database in ${config.DATA_DIR}/pglite. ` +
        'PGlite allows one process: stop it, or set DATABASE_URL to run on PostgreSQL.',
    );
    process.exit(1);
  }
}
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL)
  : await openPglite(`${config.DATA_DIR}/pglite`);
if (!config.DATABASE_URL) release = holdPglite(config.DATA_DIR);
process.once('exit', () => release());

const lifecycle = new Lifecycle();
const app = await buildApp({ config, database, lifecycle });
let runtime: Runtime | null = null;
const metrics = createServerMetrics({
  app,
  config,
  database,
  isLeader: () => runtime?.isLeader() ?? false,
});
const metricsPort = await exposeMetrics(app, config, metrics.registry);
if (metricsPort) app.addHook('onClose', (_app, done) => void metricsPort.close(() => done()));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const tooLong = setTimeout(() => {
      app.log.error({ seconds: config.SHUTDOWN_GRACE_SECONDS }, 'drain took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    tooLong.unref();
    void drain(app, runtime)
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'drain failed');
          process.exit(1);
        },
      );
  });
}

const listen = () => app.listen({ port: config.PORT, host: config.HOST });
if (!cluster.isWorker) await listen();
await database.migrate();
await seedBase(database.db);
await seedFeatures({ db: database.db, config });
if (cluster.isWorker) await listen();
if (!stopping) {
  runtime = startRuntime({
    db: database.db,
    config,
    log: app.log,
    jobs: serverJobs(config, app.hub),
    loops: serverLoops({ db: database.db, config, hub: app.hub, log: app.log }),
    onJobFailure: metrics.jobFailed,
  });
  lifecycle.markReady();
  tellPrimary({ kind: 'ready' });
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}/pglite`;
console.log(`SkinBox is running at http://localhost:${port} (database: ${where})`);
