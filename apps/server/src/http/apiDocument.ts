import { adminGroups } from '@skinbox/api/admin';
import {
  CHANNEL_HEADER,
  endpointGroups,
  errorBody,
  healthResponse,
  readinessResponse,
  uploadFile,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type Endpoint,
  SOCKET_PATH,
} from '@skinbox/api';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the zod contract (packages/api): every
 * call of every group, plus the server's own routes that are not calls (health, uploads, the
 * metrics, the documents themselves). Schemas come from zod 4's own JSON Schema output, whose
 * dialect (2020-12) is OpenAPI 3.1's: requests as they are accepted (`io: 'input'`), answers as
 * they are sent. (zod-openapi 6 was the kept library named for this; it needs Node 22, and zod's
 * output already covers every schema of the contract, as http/contractFuzz.test.ts shows.)
 * http/apiDocument.test.ts fails when a route of the server is missing here.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export const OPENAPI_PATH = '/api/openapi.json';
export const ASYNCAPI_PATH = '/api/asyncapi.json';
export const API_DOCS_PATH = '/api/docs';

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const written = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12): not named per schema.
  delete written.$schema;
  return written;
}

const ENVELOPE_NOTE =
  'Every answer is `{ code, msg, data }`: code 0 is success, anything else a refusal whose `msg` ' +
  'is in the language of Accept-Language (zh, en, vi, ko, tw).';

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { const: 0 }, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const refusal = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});

const REFUSALS = {
  '400': refusal('Bad input: a translated message says what'),
  '403': refusal('Not allowed for this account'),
  '404': refusal('Not found'),
  '409': refusal('The state changed: e.g. a balance too low, a seat taken'),
  '429': refusal('Too many requests: retry later'),
  '503': refusal('The server is starting or restarting: retry after Retry-After seconds'),
};

const SECURITY: Record<Endpoint['auth'], unknown[]> = {
  required: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  none: [],
};

function operationOf(group: string, name: string, endpoint: Endpoint): Operation {
  const request = jsonSchemaOf(endpoint.request, 'input');
  const parameters: unknown[] = [];
  if (endpoint.channel) parameters.push({ $ref: '#/components/parameters/channel' });
  const operation: Operation = {
    operationId: `${group}.${name}`,
    tags: [group],
    security: SECURITY[endpoint.auth],
    responses: {
      '200': {
        description: 'Done',
        content: json(envelopeOf(jsonSchemaOf(endpoint.response, 'output'))),
      },
      ...(endpoint.auth === 'required'
        ? { '401': refusal('No valid bearer token: sign in first') }
        : {}),
      ...REFUSALS,
    },
  };
  if (endpoint.method === 'GET') {
    const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((request.required ?? []) as string[]);
    for (const [key, schema] of Object.entries(properties)) {
      parameters.push({ name: key, in: 'query', required: required.has(key), schema });
    }
  } else {
    operation.requestBody = { required: true, content: json(request) };
  }
  if (parameters.length > 0) operation.parameters = parameters;
  return operation;
}

/** The routes of the server that are not calls of the contract. */
function serverRoutes(): Record<string, Record<string, Operation>> {
  const text = (description: string, type = 'text/plain') => ({
    description,
    content: { [type]: { schema: { type: 'string' } } },
  });
  return {
    '/api/health': {
      get: {
        operationId: 'server.health',
        tags: ['server'],
        summary: 'Liveness: the process answers and its database does',
        security: [],
        responses: {
          '200': { description: 'Alive', content: json(jsonSchemaOf(healthResponse, 'output')) },
        },
      },
    },
    '/api/health/ready': {
      get: {
        operationId: 'server.ready',
        tags: ['server'],
        summary:
          'Readiness: whether this process takes players now (false while it starts or drains)',
        security: [],
        responses: {
          '200': { description: 'Ready', content: json(jsonSchemaOf(readinessResponse, 'output')) },
          '503': {
            description: 'Starting or draining',
            content: json(jsonSchemaOf(readinessResponse, 'output')),
          },
        },
      },
    },
    [uploadFile.path]: {
      post: {
        operationId: 'upload.uploadFile',
        tags: ['upload'],
        summary: `One picture in the multipart field "${UPLOAD_FIELD}", at most ${UPLOAD_MAX_BYTES} bytes`,
        security: SECURITY[uploadFile.auth],
        parameters: Object.entries(
          (jsonSchemaOf(uploadFile.request, 'input').properties ?? {}) as Record<
            string,
            JsonSchema
          >,
        ).map(([name, schema]) => ({ name, in: 'query', required: true, schema })),
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  [UPLOAD_FIELD]: {
                    type: 'string',
                    contentMediaType: UPLOAD_MIME_TYPES.join(', '),
                  },
                },
                required: [UPLOAD_FIELD],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Stored',
            content: json(envelopeOf(jsonSchemaOf(uploadFile.response, 'output'))),
          },
          '401': refusal('No valid bearer token: sign in first'),
          '413': refusal('The file is too large'),
          '415': refusal('Not a picture this server stores'),
          ...REFUSALS,
        },
      },
    },
    '/uploads/{file}': {
      get: {
        operationId: 'upload.file',
        tags: ['upload'],
        summary: 'A stored upload, at the URL uploadFile answered',
        security: [],
        parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The file' }, '404': { description: 'No such file' } },
      },
    },
    '/metrics': {
      get: {
        operationId: 'server.metrics',
        tags: ['server'],
        summary:
          'Prometheus metrics, with the METRICS_TOKEN as bearer token (absent when the metrics ' +
          'have a port of their own, METRICS_PORT)',
        security: [{ metricsToken: [] }],
        responses: {
          '200': text('Prometheus text format 0.0.4'),
          '401': text('No or another token'),
        },
      },
    },
    [SOCKET_PATH]: {
      get: {
        operationId: 'socket.connect',
        tags: ['socket'],
        summary: `The websocket: its messages are in the AsyncAPI document (${ASYNCAPI_PATH})`,
        security: [],
        responses: { '101': { description: 'Switching to the websocket protocol' } },
      },
    },
    '/api/docs.css': {
      get: {
        operationId: 'docs.style',
        tags: ['docs'],
        summary: "The page's stylesheet",
        security: [],
        responses: { '200': text('CSS', 'text/css') },
      },
    },
    [OPENAPI_PATH]: {
      get: {
        operationId: 'docs.openapi',
        tags: ['docs'],
        summary: 'This document',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } },
      },
    },
    [ASYNCAPI_PATH]: {
      get: {
        operationId: 'docs.asyncapi',
        tags: ['docs'],
        summary: 'The websocket messages (AsyncAPI 3.0)',
        security: [],
        responses: { '200': { description: 'AsyncAPI 3.0', content: json({ type: 'object' }) } },
      },
    },
    [API_DOCS_PATH]: {
      get: {
        operationId: 'docs.page',
        tags: ['docs'],
        summary: 'Both documents as one page for reading',
        security: [],
        responses: { '200': text('The page', 'text/html') },
      },
    },
  };
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'request' in value;
}

/**
 * The player's calls by group, then the back office's as `admin.<group>` (their bearer token is an
 * operator's, and the role table of @skinbox/api/admin says which roles may make each).
 */
function documentedGroups(): Array<[string, Record<string, unknown>]> {
  return [
    ...Object.entries(endpointGroups),
    ...Object.entries(adminGroups).map(([group, calls]): [string, Record<string, unknown>] => [
      `admin.${group}`,
      calls,
    ]),
  ];
}

export function buildApiDocument(version: string) {
  const paths: Record<string, Record<string, Operation>> = serverRoutes();
  for (const [group, calls] of documentedGroups()) {
    for (const [name, endpoint] of Object.entries(calls)) {
      if (!isEndpoint(endpoint)) continue;
      paths[endpoint.path] = {
        ...paths[endpoint.path],
        [endpoint.method.toLowerCase()]: operationOf(group, name, endpoint),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SkinBox API',
      version,
      description:
        `${ENVELOPE_NOTE} Money is a decimal string with two places ("12.30"). Calls marked with ` +
        `the channel parameter send the site's channel code in ${CHANNEL_HEADER}. The websocket ` +
        `(/ws) is described in ${ASYNCAPI_PATH}.`,
    },
    servers: [{ url: '/' }],
    tags: [
      ...documentedGroups().map(([name]) => ({ name })),
      { name: 'upload' },
      { name: 'socket' },
      { name: 'server', description: 'Health, readiness and metrics of a server process' },
      { name: 'docs' },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token login answered' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
      parameters: {
        channel: {
          name: CHANNEL_HEADER,
          in: 'header',
          required: false,
          description: 'The channel code of the site the player came from',
          schema: { type: 'string' },
        },
      },
      schemas: { ErrorBody: jsonSchemaOf(errorBody, 'output') },
    },
    paths,
  };
}
