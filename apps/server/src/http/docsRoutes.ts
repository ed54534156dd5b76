import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../serverRoot';
import { API_DOCS_PATH, ASYNCAPI_PATH, OPENAPI_PATH, buildApiDocument } from './apiDocument';
import { API_DOCS_STYLE, API_DOCS_STYLE_PATH, renderApiDocsPage } from './apiDocsPage';
import { buildSocketDocument } from './socketDocument';

/** The server's version, which the documents carry. */
function serverVersion(): string {
  const manifest = JSON.parse(readFileSync(`${serverRoot}package.json`, 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * `/api/openapi.json`, `/api/asyncapi.json` and the page made of both (`/api/docs`), built once
 * when first asked (the contract's schemas take a moment to write out).
 */
export function registerApiDocs(app: FastifyInstance) {
  let documents: { api: string; socket: string; page: string } | null = null;
  const built = () => {
    if (documents) return documents;
    const version = serverVersion();
    const api = buildApiDocument(version);
    const socket = buildSocketDocument(version);
    documents = {
      api: JSON.stringify(api),
      socket: JSON.stringify(socket),
      page: renderApiDocsPage(api, socket),
    };
    return documents;
  };
  app.get(OPENAPI_PATH, (_request, reply) => reply.type('application/json').send(built().api));
  app.get(ASYNCAPI_PATH, (_request, reply) => reply.type('application/json').send(built().socket));
  app.get(API_DOCS_PATH, (_request, reply) => reply.type('text/html').send(built().page));
  app.get(API_DOCS_STYLE_PATH, (_request, reply) => reply.type('text/css').send(API_DOCS_STYLE));
}
