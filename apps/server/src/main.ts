import { buildApp, seedFeatures } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { holdPglite, pgliteHolder } from './db/pgliteLock';
import { paymentProviderFor } from './payment/providers';
import { seedBase } from './seed/baseSeed';
import { serverJobs } from './runtime/serverJobs';
import { serverLoops } from './runtime/serverLoops';
import { startRuntime } from './runtime/startRuntime';

const config = loadConfig();
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
await database.migrate();
await seedBase(database.db);

await seedFeatures({ db: database.db, config });
const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });
const runtime = startRuntime({
  db: database.db,
  config,
  log: app.log,
  jobs: serverJobs(config, app.hub),
  loops: serverLoops({ db: database.db, config, hub: app.hub }),
});

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}/pglite`;
console.log(`SkinBox is running at http://localhost:${port} (database: ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await runtime.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
