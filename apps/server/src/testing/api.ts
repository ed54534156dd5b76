import type { TestServer } from './testServer';

export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * Tests' way to call the server over real HTTP: POST `path` with a JSON body, the bearer token
 * and an English Accept-Language (so refusals read as the English catalogue text).
 */
export function apiCaller(server: TestServer, token?: string) {
  return async <T = unknown>(path: string, body: unknown = {}): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string; data: T };
    return { status: response.status, ...json };
  };
}
