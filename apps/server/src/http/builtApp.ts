import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** Where the back office is served. */
export const ADMIN_PREFIX = '/admin';

/**
 * Another built single-page app served by this server under `prefix`, beside the site
 * (http/site.ts): the back office (apps/admin, issue 29) at /admin, from ADMIN_DIST. Its files
 * under the prefix, its index.html for every other GET there (its own router decides), nothing
 * when it is not built. Returns whether it was registered.
 */
export async function registerBuiltApp(
  app: FastifyInstance,
  { prefix, distDir }: { prefix: string; distDir: string },
) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const shell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        index: false,
        // The site's registration decorates the reply; a second one must not.
        decorateReply: false,
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      scope.get('/', shell);
      scope.setNotFoundHandler((request, reply) =>
        request.method === 'GET'
          ? shell(request, reply)
          : reply.status(404).send(errorBody(request, 'errors.notFound', 404)),
      );
    },
    { prefix },
  );
  return true;
}
