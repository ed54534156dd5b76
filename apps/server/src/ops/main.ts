/**
 * The operator command: `pnpm ops <verb> [--flag value ...]`. It opens the server's database
 * (DATABASE_URL, else the PGlite folder in DATA_DIR), applies pending migrations, runs one verb
 * and prints what changed. PGlite is single-process: stop the server before running ops on it.
 */
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { OpsError, runOps } from './run';

const config = loadConfig();
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL)
  : await openPglite(`${config.DATA_DIR}/pglite`);
let exitCode = 0;
try {
  await database.migrate();
  for (const line of await runOps(process.argv.slice(2), database)) console.log(line);
} catch (error) {
  exitCode = 1;
  console.error(error instanceof OpsError ? error.message : error);
} finally {
  await database.close();
}
process.exit(exitCode);
