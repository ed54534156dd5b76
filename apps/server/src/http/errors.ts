import { localeFromHeader } from '@skinbox/api';
import {
  serverErrorCatalogue,
  translateServerError,
  type ServerErrorKey,
} from '@skinbox/api/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * A refusal the player should read: an HTTP status and a key of the contract's error catalogue
 * (DESIGN section 5). Throw it from any handler; the error handler answers `{ code, msg }` with
 * `msg` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly key: ServerErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly code: number = status,
  ) {
    super(key);
  }
}

/** A key of the player's catalogue or the back office's (the server's refusals are either). */
export function isErrorKey(value: string): value is ServerErrorKey {
  return value in serverErrorCatalogue;
}

export function errorBody(request: FastifyRequest, key: ServerErrorKey, code: number, params = {}) {
  return {
    code,
    msg: translateServerError(key, localeFromHeader(request.headers['accept-language']), params),
  };
}

/** What a player reads for an error some feature's code raised that is not an AppError. */
export interface Refusal {
  status: ErrorStatus;
  key: ServerErrorKey;
  params: Record<string, string | number>;
}

/**
 * A feature's reading of its own errors (a database trigger's SQLSTATE, an operator setting the
 * economy refuses): the refusal to answer with, or null when the error is not the feature's. The
 * features hand these to the handler (platform/feature.ts), so http/ knows no feature.
 */
export type RefusalOf = (error: unknown) => Refusal | null;

export function registerErrorHandling(app: FastifyInstance, refusals: readonly RefusalOf[] = []) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send(errorBody(request, error.key, error.code, error.params));
    }
    const refusal = refusals.reduce<Refusal | null>((found, of) => found ?? of(error), null);
    if (refusal) {
      return reply
        .status(refusal.status)
        .send(errorBody(request, refusal.key, refusal.status, refusal.params));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type, rate limit.
      const key = status === 429 ? 'errors.rateLimited' : 'errors.badRequest';
      return reply.status(status).send(errorBody(request, key, status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, 'errors.server', 500));
  });
}
