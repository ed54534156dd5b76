import type { Endpoint } from '@skinbox/api';
import fc from 'fast-check';
import { z } from 'zod';
import type { TestServer } from './testServer';

/**
 * Malformed requests generated from a call's contract (issue 13 #9): a plausible payload built
 * from the request's JSON Schema, then one field at a time replaced by a hostile value, plus
 * bodies that are broken as a whole. Only payloads the contract itself refuses are produced, so
 * any change a request makes is the server's fault, not the test's.
 */

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** One request to send: a JSON value (serialised by the sender) or a raw body with its type. */
export type Malformed =
  | { kind: 'json'; label: string; payload: unknown }
  | { kind: 'raw'; label: string; body: string; contentType: string }
  | { kind: 'query'; label: string; query: string };

const ONE_MEGABYTE = 'x'.repeat(1_000_000);

/** Values every field is tried with; each is wrong for some field type or for any field. */
const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['control characters', 'a\u0007\u001b[2Jb'],
  ['bidi override', 'ab\u202ecd'],
  ['empty text', ''],
  ['int4 + 1', 2_147_483_648],
  ['fraction', 1.5],
  ['negative', -1],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['array for a scalar', [1, 'a']],
  ['object for a scalar', { nested: { deeper: 'a\u0000' } }],
  ['null', null],
  ['boolean', true],
];

/** The same hostile values as query-string text (GET calls). */
const HOSTILE_QUERY_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['NUL', 'a\u0000b'],
  ['control characters', 'a\u0007b'],
  ['bidi override', 'ab\u202ecd'],
  ['int4 + 1', '2147483648'],
  ['fraction', '1.5'],
  ['negative', '-1'],
  ['huge number', '1e309'],
  ['not a number', 'NaN'],
  ['10 KB text', 'x'.repeat(10_000)],
];

function jsonSchemaOf(request: z.ZodType): JsonSchema {
  return z.toJSONSchema(request, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

function numberArbitrary(schema: JsonSchema, integer: boolean) {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + (integer ? 1 : 0.01);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1000) - 1, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** A value the schema (most likely) accepts; the caller checks the whole payload with zod. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(plausible));
  if (schema.allOf?.[0]) return plausible({ ...schema.allOf[0], ...schema, allOf: undefined });
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      }
      const min = schema.minLength ?? 1;
      const max = schema.maxLength ?? (schema.pattern ? Number.POSITIVE_INFINITY : 12);
      if (!schema.pattern)
        return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
      // A pattern's own lengths mostly fit; the rest are left to the zod check of the payload.
      return fc.stringMatching(new RegExp(schema.pattern)).map((value) => value.slice(0, max));
    }
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items) : fc.integer(), {
        minLength: schema.minItems ?? 1,
        maxLength: Math.max(schema.minItems ?? 1, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, child]) => [key, plausible(child)])));
    }
    default:
      return fc.constant('x');
  }
}

/** The object shapes a request may take (one per member of a union such as login's). */
function objectShapes(schema: JsonSchema): JsonSchema[] {
  const options = schema.oneOf ?? schema.anyOf;
  return options ? options.flatMap(objectShapes) : [schema];
}

/** A payload per shape, valid when the generator manages (seeded, so every run sends the same). */
function basePayloads(endpoint: Endpoint): Array<Record<string, unknown>> {
  return objectShapes(jsonSchemaOf(endpoint.request)).map((shape, index) => {
    const candidates = fc.sample(plausible(shape), { numRuns: 20, seed: 1300 + index });
    const valid = candidates.find((candidate) => endpoint.request.safeParse(candidate).success);
    return (valid ?? candidates[0] ?? {}) as Record<string, unknown>;
  });
}

function refused(endpoint: Endpoint, payload: unknown) {
  return !endpoint.request.safeParse(payload).success;
}

/** Field names per shape, top level (arrays also get their items replaced). */
function fieldsOf(endpoint: Endpoint) {
  return objectShapes(jsonSchemaOf(endpoint.request)).map((shape) => shape.properties ?? {});
}

function jsonVariants(endpoint: Endpoint): Malformed[] {
  const variants: Malformed[] = [];
  const bases = basePayloads(endpoint);
  const shapes = fieldsOf(endpoint);
  bases.forEach((base, index) => {
    for (const [field, schema] of Object.entries(shapes[index] ?? {})) {
      for (const [label, value] of HOSTILE_VALUES) {
        variants.push({
          kind: 'json',
          label: `${field}: ${label}`,
          payload: { ...base, [field]: value },
        });
        if (schema.type === 'array') {
          variants.push({
            kind: 'json',
            label: `${field}[]: ${label}`,
            payload: { ...base, [field]: [value] },
          });
        }
      }
    }
  });
  const base = bases[0] ?? {};
  const textField = Object.entries(shapes[0] ?? {}).find(([, schema]) => schema.type === 'string');
  variants.push({
    kind: 'json',
    label: '1 MB text',
    payload: textField ? { ...base, [textField[0]]: ONE_MEGABYTE } : ONE_MEGABYTE,
  });
  for (const [label, payload] of [
    ['an array body', [base]],
    ['a text body', 'payload'],
    ['a number body', 2_147_483_648],
    ['a deeply nested body', JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown],
  ] as const) {
    variants.push({ kind: 'json', label, payload });
  }
  return variants.filter(
    (variant) => variant.kind !== 'json' || refused(endpoint, variant.payload),
  );
}

/**
 * Bodies that are broken before any schema sees them, or that a lenient server would read as a
 * plausible payload: the parser and the content-type check must refuse them on their own.
 */
function rawVariants(endpoint: Endpoint): Malformed[] {
  const base = basePayloads(endpoint)[0] ?? {};
  const json = JSON.stringify(base);
  const withKey = (key: string, value: string) =>
    json === '{}' ? `{${key}:${value}}` : `{${key}:${value},${json.slice(1)}`;
  const textField = Object.entries(fieldsOf(endpoint)[0] ?? {}).find(
    ([, schema]) => schema.type === 'string',
  )?.[0];
  const loneSurrogate = JSON.stringify({ ...base, [textField ?? 'text']: 'LONE' }).replace(
    '"LONE"',
    '"a\\ud800b"',
  );
  const variants: Malformed[] = [
    { kind: 'raw', label: 'invalid JSON', body: '{"page":', contentType: 'application/json' },
    {
      kind: 'raw',
      label: '__proto__ key',
      body: withKey('"__proto__"', '{"polluted":true}'),
      contentType: 'application/json',
    },
    {
      kind: 'raw',
      label: 'constructor.prototype key',
      body: withKey('"constructor"', '{"prototype":{"polluted":true}}'),
      contentType: 'application/json',
    },
    { kind: 'raw', label: 'JSON sent as text/plain', body: json, contentType: 'text/plain' },
    {
      kind: 'raw',
      label: 'a form body',
      body: 'page=1&pageSize=10',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      kind: 'raw',
      label: 'a multipart body',
      body: '--b\r\nContent-Disposition: form-data; name="page"\r\n\r\n1\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
    { kind: 'raw', label: 'an XML body', body: '<page>1</page>', contentType: 'application/xml' },
  ];
  if (refused(endpoint, JSON.parse(loneSurrogate))) {
    variants.push({
      kind: 'raw',
      label: 'a lone surrogate',
      body: loneSurrogate,
      contentType: 'application/json',
    });
  }
  return variants;
}

function queryVariants(endpoint: Endpoint): Malformed[] {
  const base = basePayloads(endpoint)[0] ?? {};
  const text = (payload: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(payload).flatMap(([key, value]) =>
        Array.isArray(value) ? value.map((item) => [key, String(item)]) : [[key, String(value)]],
      ),
    ).toString();
  const variants: Malformed[] = [];
  for (const field of Object.keys(fieldsOf(endpoint)[0] ?? {})) {
    for (const [label, value] of HOSTILE_QUERY_VALUES) {
      const payload = { ...base, [field]: value };
      if (refused(endpoint, payload)) {
        variants.push({ kind: 'query', label: `${field}: ${label}`, query: text(payload) });
      }
    }
    const twice = { ...base, [field]: ['1', '2'] };
    if (refused(endpoint, twice)) {
      variants.push({ kind: 'query', label: `${field} twice`, query: text(twice) });
    }
  }
  const first = Object.keys(fieldsOf(endpoint)[0] ?? {})[0];
  if (first) {
    const poisoned = `__proto__[polluted]=1&${new URLSearchParams({ [first]: 'a\u0000' })}`;
    variants.push({ kind: 'query', label: '__proto__ key', query: poisoned });
  }
  return variants;
}

/** Every malformed request this generator makes for `endpoint`. */
export function malformedRequests(endpoint: Endpoint): Malformed[] {
  return endpoint.method === 'GET'
    ? queryVariants(endpoint)
    : [...jsonVariants(endpoint), ...rawVariants(endpoint)];
}

/**
 * Sends one malformed request to `endpoint` on a test server, in English and as `bearer` when
 * given: the answer's status and text, for the fuzz tests to judge.
 */
export async function sendMalformed(
  server: Pick<TestServer, 'url'>,
  endpoint: Endpoint,
  request: Malformed,
  bearer: string | undefined,
) {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let url = `${server.url}${endpoint.path}`;
  let init: RequestInit = { method: endpoint.method, headers };
  if (request.kind === 'query') url += `?${request.query}`;
  else if (request.kind === 'raw') {
    headers['content-type'] = request.contentType;
    init = { ...init, body: request.body };
  } else {
    headers['content-type'] = 'application/json';
    init = { ...init, body: JSON.stringify(request.payload) };
  }
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}
