import type { ApiFailure, ApiResult, Endpoint, HttpClient } from '@skinbox/api';

/** A handler answers a call's payload with data, or with a failure to resolve to. */
export type FakeRoute = (payload: unknown) => unknown;

export interface FakeHttp extends HttpClient {
  /** Every call made, in order. */
  calls: { path: string; payload: unknown }[];
  pathsCalled(): string[];
}

export function failure(code: number, msg = 'refused'): ApiFailure {
  return { ok: false, code, msg };
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as ApiFailure).ok === false;
}

/**
 * A transport that answers from `routes` by path. Data goes through the endpoint's response
 * schema, as the real client does, so a fake answer the contract refuses fails the test.
 */
export function fakeHttp(routes: Record<string, FakeRoute>): FakeHttp {
  const calls: FakeHttp['calls'] = [];
  async function answer<E extends Endpoint>(endpoint: E, payload: unknown) {
    calls.push({ path: endpoint.path, payload });
    await Promise.resolve();
    const route = routes[endpoint.path];
    if (!route) return failure(500, `no fake route for ${endpoint.path}`);
    const reply = route(payload);
    if (isFailure(reply)) return reply;
    return { ok: true as const, code: 0 as const, msg: 'ok', data: endpoint.response.parse(reply) };
  }
  return {
    calls,
    pathsCalled: () => calls.map((call) => call.path),
    call: (endpoint, payload) => answer(endpoint, payload) as Promise<ApiResult<never>>,
    upload: (endpoint, query) => answer(endpoint, query) as Promise<ApiResult<never>>,
  };
}
