import type { z } from 'zod';
import { plainPayload } from './plainPayload';

/**
 * One HTTP call of SPEC section 7. The server registers a handler per endpoint and validates with
 * `request`; the client derives a typed function per endpoint. `response` describes `data` inside
 * the `{ code, msg, data }` envelope.
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  /** Full path, e.g. '/api/user/getInfo'. */
  path: string;
  /** POST unless SPEC marks the call GET; GET payloads travel as the query string. */
  method: 'GET' | 'POST';
  /** Calls marked (ch) send the channel code header (`CHANNEL_HEADER`). */
  channel: boolean;
  /** 'required': a valid bearer token or 401; 'optional': the user when signed in. */
  auth: Auth;
  request: Req;
  response: Res;
}

/**
 * What the HTTP client needs to send a call: the endpoint without its schemas. The site's
 * production build sends calls from a generated table of these (src/http/endpointTable.ts).
 */
export type EndpointRoute = Pick<Endpoint, 'path' | 'method' | 'channel' | 'auth'>;

/** The header that carries the channel code on (ch) calls. */
export const CHANNEL_HEADER = 'x-channel-code';

/** Declares a call; its request gets the wire rules every call shares (plainPayload.ts). */
export function defineEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Auth extends EndpointAuth,
>(endpoint: Endpoint<Req, Res, Auth>): Endpoint<Req, Res, Auth> {
  return { ...endpoint, request: plainPayload(endpoint.request) };
}

export type EndpointRequest<E> =
  E extends Endpoint<infer Req, z.ZodType, EndpointAuth> ? z.input<Req> : never;
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, infer Res, EndpointAuth> ? z.output<Res> : never;
