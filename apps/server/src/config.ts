import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  // An empty value means unset, so a caller can switch an inherited DATABASE_URL off.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(`${serverRoot}.data`),
  REDIS_URL: z.string().url().optional(),
  ASSET_BASE_URL: z.string().default('/assets/items'),
  SITE_DIST: z.string().default(fileURLToPath(new URL('../../site/dist', import.meta.url))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = z.infer<typeof env>;

/** Configuration comes from the environment only; see the README's table. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
