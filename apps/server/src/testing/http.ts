import type { TestServer } from './testServer';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
}

export interface CallResult<T = unknown> {
  status: number;
  body: { code: number; msg: string; data?: T };
  headers: Headers;
}

/** One JSON call to a test server over real HTTP. */
export async function call<T = unknown>(
  server: Pick<TestServer, 'url'>,
  path: string,
  payload: unknown = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(payload) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as CallResult<T>['body'],
    headers: response.headers,
  };
}
