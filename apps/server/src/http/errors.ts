import type { FastifyInstance } from 'fastify';

/**
 * A refusal the player should read: HTTP status plus a message key the site translates
 * (DESIGN section 5). Throw it from any handler; `registerErrorHandling` turns it into
 * `{ code, msg }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    readonly msg: string,
    readonly code: number = status,
  ) {
    super(msg);
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.msg });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type.
      return reply
        .status(status)
        .send({ code: status, msg: status === 429 ? 'errors.rateLimited' : 'errors.badRequest' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: 'errors.server' });
  });
}
