import type { FastifyInstance } from 'fastify';
import { bearerToken } from './bearer';
import type { SessionCache } from './sessionCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who each bearer token belongs to; revocations go through it (auth/sessionCache.ts). */
    sessions: SessionCache;
  }
}

/**
 * Reads `Authorization: Bearer <token>` and sets `request.userId` when the token belongs to a live
 * session. A missing, unknown, expired or revoked token leaves the request a visitor: route()
 * answers 401 on auth:'required' calls, while sign-in and verifyToken (which reports
 * isValid: false) still work with a stale token in the header.
 */
export function registerAuthHook(app: FastifyInstance, sessions: SessionCache) {
  app.decorate('sessions', sessions);
  app.addHook('onRequest', async (request) => {
    // The back office's calls carry an operator's token, which admin/adminRoute.ts reads.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/admin/')) return;
    const token = bearerToken(request.headers.authorization);
    if (token) request.userId = await sessions.userIdOfToken(token);
  });
}
