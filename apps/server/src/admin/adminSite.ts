import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the back office is served: its own built app (apps/admin), beside the site. */
export const ADMIN_PREFIX = '/admin';

/**
 * Serves the built back office under /admin on the API's port: its files (hashed assets cached
 * for a year), and index.html for every other GET under /admin, so the console's router takes
 * /admin/players/42 or the setup link /admin/setup?token=…. Registered before the site, whose
 * not-found handler would otherwise answer with the player site's shell.
 */
export async function registerAdminSite(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${ADMIN_PREFIX}/`,
      // One route per built file, so the shell route below answers every other path.
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendShell = (reply: FastifyReply) =>
    indexHtml
      ? reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml)
      : reply
          .status(503)
          .type('text/plain')
          .send('The back office is not built yet: run `pnpm build:admin` (pnpm start does it).');
  app.get(ADMIN_PREFIX, (_request, reply) => sendShell(reply));
  app.get(`${ADMIN_PREFIX}/*`, (_request, reply) => sendShell(reply));
}
