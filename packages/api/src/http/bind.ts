import type { z } from 'zod';
import type { Endpoint, EndpointRequest } from '../contract/endpoint';
import type { HttpClient } from './client';
import type { ApiResult } from './result';

/** A typed function for one endpoint; the payload may be left out when every field is optional. */
export type EndpointFunction<E extends Endpoint> =
  Record<string, never> extends EndpointRequest<E>
    ? (payload?: EndpointRequest<E>) => Promise<ApiResult<z.output<E['response']>>>
    : (payload: EndpointRequest<E>) => Promise<ApiResult<z.output<E['response']>>>;

export type BoundEndpoints<G extends Record<string, unknown>> = {
  [K in keyof G as G[K] extends Endpoint ? K : never]: G[K] extends Endpoint
    ? EndpointFunction<G[K]>
    : never;
};

export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'request' in value &&
    'response' in value
  );
}

/**
 * Client functions for every endpoint of a group, e.g. `bindEndpoints(http, user).getInfo()`.
 * Works for any module of endpoints (other exports, such as schemas, are skipped).
 */
export function bindEndpoints<G extends Record<string, unknown>>(
  http: HttpClient,
  group: G,
): BoundEndpoints<G> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(group)) {
    if (isEndpoint(value))
      bound[name] = (payload?: EndpointRequest<typeof value>) =>
        http.call(value, payload ?? ({} as EndpointRequest<typeof value>));
  }
  return bound as BoundEndpoints<G>;
}
