import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/database';
import { seedBase } from './seed/baseSeed';

const config = loadConfig();
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL)
  : await openPglite(`${config.DATA_DIR}/pglite`);
await database.migrate();
await seedBase(database.db);

const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}/pglite`;
console.log(`SkinBox is running at http://localhost:${port} (database: ${where})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
