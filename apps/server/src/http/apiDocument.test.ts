import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ADMIN_PREFIX } from './builtApp';

/**
 * The routes of the server that are the site's, not the API's: pages, assets, pictures (and the
 * back office's, under ADMIN_PREFIX).
 */
const SITE_ROUTES = new Set(['/', '/*', '/assets/items/*']);

/** `GET /api/openapi.json` against what the server really answers. */
describe('the API documents', () => {
  let server: TestServer;
  let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.headers.get('content-type')).toContain('application/json');
    document = (await response.json()) as typeof document;
  });
  afterAll(() => server.close());

  it('is OpenAPI 3.1 and lists every route the server registers, and no other', () => {
    expect(document.openapi).toBe('3.1.0');
    const registered = (server.routes ?? [])
      .filter(
        ({ method, url }) =>
          method !== 'HEAD' && !SITE_ROUTES.has(url) && !url.startsWith(ADMIN_PREFIX),
      )
      // Fastify's wildcard is OpenAPI's path parameter.
      .map(({ method, url }) => `${method} ${url.replace(/\/\*$/, '/{file}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    // The process entry (main.ts) adds /metrics to the app; a test's app has no metrics.
    expect(documented.filter((route) => !registered.includes(route))).toEqual(['GET /metrics']);
    expect(registered.length).toBeGreaterThan(100);
  });

  it('describes a call with its body, its answer inside the envelope, and its token', () => {
    const open = document.paths['/api/box/open']?.post as {
      security: unknown[];
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      responses: Record<string, { content?: Record<string, { schema: { properties: object } }> }>;
    };
    expect(open.security).toEqual([{ bearer: [] }]);
    expect(open.requestBody.content['application/json'].schema.required).toContain('boxId');
    expect(
      Object.keys(open.responses['200']?.content?.['application/json']?.schema.properties ?? {}),
    ).toEqual(['code', 'msg', 'data']);
    expect(Object.keys(open.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '409', '429']),
    );
  });

  it('describes every socket message in AsyncAPI, and renders both as a page of this server', async () => {
    const socket = (await (await fetch(`${server.url}/api/asyncapi.json`)).json()) as {
      asyncapi: string;
      channels: { socket: { address: string; messages: Record<string, { payload: object }> } };
    };
    expect(socket.asyncapi).toBe('3.0.0');
    expect(socket.channels.socket.address).toBe('/ws');
    expect(Object.keys(socket.channels.socket.messages)).toEqual(
      expect.arrayContaining(['auth.up', 'enterGame.up', 'gameMessage.down', 'event.crash.tick']),
    );
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<code>/api/box/open</code>');
    expect(html).toContain('1001 enterGame (client to server)');
    // Nothing loads from elsewhere: its only asset is this server's stylesheet.
    expect([...html.matchAll(/(?:href|src)="([^"#]+)"/g)].map(([, url]) => url)).toEqual([
      '/api/docs.css',
      '/api/openapi.json',
      '/api/asyncapi.json',
    ]);
    expect((await fetch(`${server.url}/api/docs.css`)).status).toBe(200);
  });
});
