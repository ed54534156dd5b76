/**
 * The API documents as one page for integrators (`/api/docs`), rendered on the server from the
 * OpenAPI and AsyncAPI documents: every call with its fields and answer, then every socket
 * message. Plain HTML and one stylesheet from this server: no script, nothing from elsewhere.
 */
type JsonSchema = Record<string, unknown>;
type Document = { info: { title: string; version: string; description: string } };
type ApiDocument = Document & {
  paths: Record<string, Record<string, JsonSchema>>;
  tags: { name: string; description?: string }[];
};
type SocketDocument = Document & {
  channels: { socket: { address: string; messages: Record<string, JsonSchema> } };
};

export const API_DOCS_STYLE_PATH = '/api/docs.css';

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short type for a schema: string, integer 1..2147483647, "a" | "b", array of …, object. */
function typeOf(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array' && schema.items)
    return `array of ${typeOf(schema.items as JsonSchema)}`;
  const bounds = [
    schema.minimum !== undefined ? `≥ ${String(schema.minimum)}` : '',
    schema.maximum !== undefined ? `≤ ${String(schema.maximum)}` : '',
    schema.minLength !== undefined ? `length ≥ ${String(schema.minLength)}` : '',
    schema.maxLength !== undefined ? `length ≤ ${String(schema.maxLength)}` : '',
    schema.pattern ? `matching ${String(schema.pattern)}` : '',
  ].filter(Boolean);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return bounds.length > 0 ? `${type} (${bounds.join(', ')})` : type;
}

/** An object's fields as a nested list; other schemas as their type. */
function fields(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '';
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const items = schema.items as JsonSchema | undefined;
  if (!properties) {
    if (items?.properties && depth < 6) return `<p>array of</p>${fields(items, depth + 1)}`;
    return `<p><code>${escape(typeOf(schema))}</code></p>`;
  }
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(([name, field]) => {
    const nested =
      depth < 6 && (field.properties || (field.items as JsonSchema | undefined)?.properties)
        ? fields(field, depth + 1)
        : '';
    const description = field.description ? ` — ${escape(field.description)}` : '';
    return (
      `<li><code>${escape(name)}</code>${required.has(name) ? '' : ' <em>optional</em>'}: ` +
      `<code>${escape(typeOf(field))}</code>${description}${nested}</li>`
    );
  });
  return `<ul>${rows.join('')}</ul>`;
}

function schemaOf(content: unknown): JsonSchema | undefined {
  const media = content as Record<string, { schema?: JsonSchema }> | undefined;
  return media ? Object.values(media)[0]?.schema : undefined;
}

function operationHtml(path: string, method: string, operation: JsonSchema) {
  const security = operation.security as unknown[];
  const auth =
    security.length === 0
      ? 'no token'
      : security.some((s) => Object.keys(s as object).length === 0)
        ? 'token optional'
        : 'bearer token';
  const parameters = (operation.parameters ?? []) as JsonSchema[];
  const body = schemaOf((operation.requestBody as JsonSchema | undefined)?.content);
  const responses = operation.responses as Record<string, JsonSchema>;
  const ok = responses['200'];
  const answer = schemaOf(ok?.content) as JsonSchema | undefined;
  const data = (answer?.properties as Record<string, JsonSchema> | undefined)?.data ?? answer;
  const parameterList = parameters
    .filter((p) => !('$ref' in p))
    .map(
      (p) =>
        `<li><code>${escape(p.name)}</code> in ${escape(p.in)}: ` +
        `<code>${escape(typeOf((p.schema ?? {}) as JsonSchema))}</code></li>`,
    );
  if (parameters.some((p) => '$ref' in p)) parameterList.push('<li>the channel code header</li>');
  return [
    `<section id="${escape(operation.operationId)}">`,
    `<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p class="meta">${escape(operation.operationId)} · ${auth}</p>`,
    operation.summary ? `<p>${escape(operation.summary)}</p>` : '',
    parameterList.length > 0 ? `<h4>Parameters</h4><ul>${parameterList.join('')}</ul>` : '',
    body ? `<h4>Request body</h4>${fields(body)}` : '',
    data ? `<h4>Answer (data)</h4>${fields(data)}` : '',
    `<p class="meta">Other answers: ${Object.keys(responses)
      .filter((status) => status !== '200')
      .join(', ')}</p>`,
    '</section>',
  ].join('');
}

export function renderApiDocsPage(api: ApiDocument, socket: SocketDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(api.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = ((operation.tags as string[] | undefined) ?? ['other'])[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const groups = api.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<h2 id="tag-${escape(tag.name)}">${escape(tag.name)}</h2>${byTag.get(tag.name)?.join('') ?? ''}`,
    );
  const messages = Object.values(socket.channels.socket.messages).map(
    (message) =>
      `<section id="${escape(message.name)}"><h3>${escape(message.title)}</h3>` +
      `${message.summary ? `<p>${escape(message.summary)}</p>` : ''}` +
      `${fields(message.payload as JsonSchema)}</section>`,
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(api.info.title)} ${escape(api.info.version)}</title>`,
    `<link rel="stylesheet" href="${API_DOCS_STYLE_PATH}"></head><body><main>`,
    `<h1>${escape(api.info.title)} <small>${escape(api.info.version)}</small></h1>`,
    `<p>${escape(api.info.description)}</p>`,
    '<p>Machine-readable: <a href="/api/openapi.json">OpenAPI 3.1</a> · ',
    '<a href="/api/asyncapi.json">AsyncAPI 3.0</a> (the websocket)</p>',
    '<nav><a href="#socket">socket messages</a> · ',
    api.tags
      .filter((tag) => byTag.has(tag.name))
      .map((tag) => `<a href="#tag-${escape(tag.name)}">${escape(tag.name)}</a>`)
      .join(' · '),
    '</nav>',
    ...groups,
    `<h2 id="socket">${escape(socket.info.title)} (${escape(socket.channels.socket.address)})</h2>`,
    `<p>${escape(socket.info.description)}</p>`,
    ...messages,
    '</main></body></html>',
  ].join('');
}

export const API_DOCS_STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px 64px; }
h1 small { color: #777; font-weight: normal; font-size: 60%; }
h2 { margin-top: 48px; border-bottom: 2px solid #ddd; padding-bottom: 4px; }
section { background: #fff; border: 1px solid #e3e3e3; border-radius: 8px; padding: 8px 16px;
  margin: 12px 0; }
h3 { font-size: 16px; margin: 8px 0 0; word-break: break-all; }
h4 { margin: 12px 0 0; font-size: 14px; }
.method { display: inline-block; min-width: 48px; color: #fff; background: #3b6fd8;
  border-radius: 4px; padding: 0 6px; font-size: 13px; text-align: center; }
.meta { color: #666; font-size: 13px; margin: 2px 0; }
code { font: 13px ui-monospace, monospace; background: #f2f2f5; padding: 0 3px; border-radius: 3px; }
ul { margin: 4px 0; padding-left: 20px; }
em { color: #888; font-size: 13px; }
nav { line-height: 2; }
`;
