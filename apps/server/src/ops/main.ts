/**
 * The operator command: `pnpm ops <verb> [--flag value ...]`. It opens the server's database
 * (DATABASE_URL, else the PGlite folder in DATA_DIR), applies pending migrations, runs one verb
 * and prints what changed. PGlite allows one process: while the server runs on PGlite, ops
 * refuses to open its folder (stop the server, or run both on PostgreSQL); the development SMS
 * codes are also in <DATA_DIR>/sms-outbox.jsonl, readable at any time.
 */
import { join } from 'node:path';
import { loadConfigOrExit } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { holdPglite, pgliteHolder } from '../db/pgliteLock';
import { SMS_OUTBOX_FILE } from '../sms/provider';
import { OpsError } from './opsError';
import { helpLines, isHelp, parseVerbCall, runOps } from './run';
import { runStandalone } from './standalone';
import { standaloneVerbs } from './verbs';

const config = loadConfigOrExit();
const argv = process.argv.slice(2);
if (isHelp(argv)) {
  for (const line of helpLines(argv[1])) console.log(line);
  process.exit(0);
}
const standalone = standaloneVerbs.find((verb) => verb.name === argv[0]);
if (standalone) {
  try {
    for (const line of await runStandalone(standalone, argv.slice(1), config)) console.log(line);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof OpsError ? error.message : error);
    process.exit(1);
  }
}
// A typo in a verb or its flags is refused before the database opens (seconds on PGlite).
try {
  parseVerbCall(argv);
} catch (error) {
  console.error(error instanceof OpsError ? error.message : error);
  process.exit(1);
}
if (!config.DATABASE_URL) {
  const holder = pgliteHolder(config.DATA_DIR);
  if (holder !== null) {
    console.error(
      `The server (pid ${holder}) is using the PGlite database in ${config.DATA_DIR}/pglite, and ` +
        'PGlite allows one process. Stop the server first, or run server and ops on PostgreSQL ' +
        'with DATABASE_URL.',
    );
    if (argv[0] === 'sms') {
      console.error(`The SMS codes are also in ${join(config.DATA_DIR, SMS_OUTBOX_FILE)}.`);
    }
    process.exit(1);
  }
}
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL)
  : await openPglite(`${config.DATA_DIR}/pglite`);
const release = config.DATABASE_URL ? () => {} : holdPglite(config.DATA_DIR);
let exitCode = 0;
try {
  await database.migrate();
  for (const line of await runOps(argv, database)) console.log(line);
} catch (error) {
  exitCode = 1;
  console.error(error instanceof OpsError ? error.message : error);
} finally {
  await database.close();
  release();
}
process.exit(exitCode);
