import type { Endpoint } from '@skinbox/api';
import { hasWireRules, localeFromHeader, type Locale } from '@skinbox/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, isErrorKey } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook from a valid bearer token; null for visitors. */
    userId: number | null;
  }
}

export interface RouteContext {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: Locale;
  /** The signed-in user; null for visitors on 'optional' and 'none' endpoints. */
  userId: number | null;
}

export interface SignedInContext extends RouteContext {
  userId: number;
}

type ContextOf<E extends Endpoint> = E['auth'] extends 'required' ? SignedInContext : RouteContext;

type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  context: ContextOf<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * A call's body is JSON or nothing. Any other type (a multipart form above all, which the upload
 * plugin reads as no body, and which any web page may post cross-site) would otherwise pass as an
 * empty payload and run a call without one (issue 13 #9: logout by form).
 */
function isJsonOrEmpty(contentType: string | undefined) {
  if (contentType === undefined) return true;
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The first schema message that is a catalogue key (the contract's own refusals) or a generic one. */
function refusal(error: z.ZodError): AppError {
  const key = error.issues.map((issue) => issue.message).find(isErrorKey);
  return new AppError(400, key ?? 'errors.badRequest');
}

/**
 * The request's payload checked against the endpoint's contract: a body that is not JSON is a 415,
 * one the schema refuses a 400, and neither reaches a handler. The back office's routes
 * (admin/adminRoute.ts) read theirs through it too.
 */
export function readPayload<E extends Endpoint>(
  endpoint: E,
  request: FastifyRequest,
): z.output<E['request']> {
  if (endpoint.method === 'POST' && !isJsonOrEmpty(request.headers['content-type'])) {
    throw new AppError(415, 'errors.jsonRequired');
  }
  const payload = endpoint.method === 'GET' ? request.query : (request.body ?? {});
  const parsed = endpoint.request.safeParse(payload);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data as z.output<E['request']>;
}

/**
 * Registers `handler` for `endpoint`: validates the payload with the contract (bad input is a 400
 * that changes nothing), enforces the endpoint's auth, and wraps the result in `{ code: 0, msg,
 * data }`, checked against the contract's response schema.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>) {
  if (!hasWireRules(endpoint.request)) {
    throw new Error(
      `${endpoint.path} bypasses defineEndpoint, so its payload lacks the wire rules`,
    );
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      if (endpoint.auth === 'required' && request.userId === null) {
        throw new AppError(401, 'errors.unauthorized');
      }
      const input = readPayload(endpoint, request);
      const locale = localeFromHeader(request.headers['accept-language']);
      const context = { request, reply, locale, userId: request.userId } as ContextOf<E>;
      const data = await handler(input, context);
      return { code: 0, msg: 'ok', data: endpoint.response.parse(data) };
    },
  });
}

/** Every request starts as a visitor; the auth hook upgrades it. */
export function registerRequestUser(app: FastifyInstance) {
  app.decorateRequest('userId', null);
}
