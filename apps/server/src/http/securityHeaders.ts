import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityDirectives } from './contentSecurity';

/**
 * Helmet's default headers (helmet 8) besides the policy and Strict-Transport-Security (sent by
 * registerStrictTransport, only over HTTPS). Fixed strings: nothing in them depends on a request.
 */
const HELMET_DEFAULTS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/** The Content-Security-Policy header helmet writes for `directives` (its defaults merged in). */
export function contentSecurityPolicyHeader(
  directives: ReturnType<typeof contentSecurityDirectives>,
): string {
  let header = '';
  const capture = {
    setHeader: (_name: string, value: string) => (header = value),
  } as unknown as ServerResponse;
  fastifyHelmet.contentSecurityPolicy({ directives })({} as IncomingMessage, capture, () => {});
  if (!header) throw new Error('helmet wrote no Content-Security-Policy');
  return header;
}

/**
 * Sets the security headers on every answer from one object built at start. @fastify/helmet
 * rebuilt helmet's middleware and parsed the policy on every request, in two hooks (one of them
 * async): 5 % of the server's time in a box opening. The headers are the same.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scripts: Parameters<typeof contentSecurityDirectives>[0],
) {
  const headers = {
    'content-security-policy': contentSecurityPolicyHeader(contentSecurityDirectives(scripts)),
    ...HELMET_DEFAULTS,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
