import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { RestoreRefused, restoreIntoPglite, restoreIntoPostgres } from '../backup';
import { OpsError } from '../opsError';
import { defineStandaloneVerb } from '../standalone';

export const restoreVerb = defineStandaloneVerb({
  name: 'restore',
  summary:
    'load a backup into an empty database: PostgreSQL at DATABASE_URL, else a new PGlite in DATA_DIR',
  usage: '--from <file.sql>',
  flags: z.object({ from: z.string().min(1) }).strict(),
  async run(config, { from }) {
    if (!existsSync(from)) throw new OpsError(`no backup at ${from}`);
    const dump = readFileSync(from, 'utf8');
    if (!dump.includes('PostgreSQL database dump')) {
      throw new OpsError(`${from} is not a SQL dump made by pnpm ops backup or pg_dump`);
    }
    const started = Date.now();
    try {
      if (config.DATABASE_URL) await restoreIntoPostgres(dump, config.DATABASE_URL);
      else await restoreIntoPglite(dump, join(config.DATA_DIR, 'pglite'));
    } catch (error) {
      if (error instanceof RestoreRefused) throw new OpsError(error.message);
      throw error;
    }
    const where = config.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.DATA_DIR}`;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return [`restored ${from} into ${where} in ${seconds} s`];
  },
});
