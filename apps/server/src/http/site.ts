import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstAnswersScript, SOCKET_PATH } from '@skinbox/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { firstScreenOf } from './firstAnswers';
import { modulePreloadLinks, readRouteChunks } from './routeChunks';

/** Paths that never fall back to the app shell: an API call, the socket, or a file under /assets/. */
const NOT_SHELL_PREFIXES = ['/api/', SOCKET_PATH, '/assets/'];

/** `value` safe inside a double-quoted HTML attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the built site on the API's port: hashed assets cached for a year, every other GET that
 * wants HTML gets index.html so the client router handles /m/*, /p/*, / and /jump. The page
 * links its screen's chunks (routeChunks.ts) and carries the answers to its first calls
 * (firstAnswers.ts).
 */
export async function registerSite(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // The build writes .br and .gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;
  const routeChunks = readRouteChunks(distDir);

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The site is not built yet: run `pnpm build:site` (pnpm start does it for you).');
    }
    const url = new URL(request.url, 'http://site');
    const { answers, leadPicture } = await firstScreenOf(app, request.host, url);
    // The largest picture of the first screen downloads beside the scripts, not after them.
    const preload = leadPicture
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(leadPicture)}">`
      : '';
    const html = indexHtml
      .replace('</head>', `${modulePreloadLinks(routeChunks, url.pathname)}${preload}</head>`)
      .replace('</body>', `${firstAnswersScript(answers)}</body>`);
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  };

  // The root is a directory to the static plugin; the client router decides /m or /p.
  app.get('/', (request, reply) => sendShell(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const isFile = NOT_SHELL_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isFile || request.method !== 'GET') {
      return reply.status(404).send(errorBody(request, 'errors.notFound', 404));
    }
    return sendShell(request, reply);
  });
}
