import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { pgliteHolder } from '../../db/pgliteLock';
import { dumpPglite } from '../backup';
import { OpsError } from '../opsError';
import { defineStandaloneVerb } from '../standalone';

export const backupVerb = defineStandaloneVerb({
  name: 'backup',
  summary:
    'write the embedded database (PGlite in DATA_DIR) to a SQL dump that restore loads into ' +
    'PGlite or PostgreSQL',
  usage: '--out <file.sql>',
  flags: z
    .object({ out: z.string().min(1).endsWith('.sql', 'a file name ending in .sql') })
    .strict(),
  async run(config, { out }) {
    if (config.DATABASE_URL) {
      throw new OpsError(
        'DATABASE_URL is set: back up PostgreSQL with its own pg_dump (README "Backups")',
      );
    }
    const holder = pgliteHolder(config.DATA_DIR);
    if (holder !== null) {
      throw new OpsError(
        `the server (pid ${holder}) holds the PGlite database; stop it for the backup ` +
          '(PGlite allows one process)',
      );
    }
    const started = Date.now();
    const dump = await dumpPglite(join(config.DATA_DIR, 'pglite'));
    writeFileSync(out, dump);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return [`wrote ${out} (${(dump.length / 1024 / 1024).toFixed(1)} MB in ${seconds} s)`];
  },
});
