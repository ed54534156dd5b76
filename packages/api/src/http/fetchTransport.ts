import type { Transport, TransportRequest } from './transport';

/** The query string of `query`, leaving out absent (undefined or null) values. */
function queryString(query: TransportRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The body as sent: a multipart form as it is (fetch sets its boundary), anything else as JSON. */
function encoded(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/** A body that is not JSON (a proxy's error page, an empty answer) stays text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's own fetch: no HTTP library in the first screen's bundle. */
export const fetchTransport: Transport = async (request) => {
  const { body, headers } = encoded(request.body);
  const response = await fetch(request.url + queryString(request.query), {
    method: request.method,
    headers: { ...headers, ...request.headers },
    body,
    signal: request.signal,
  });
  return { status: response.status, body: parsed(await response.text()) };
};
