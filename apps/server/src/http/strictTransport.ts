import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A year, subdomains included: what a site that is only served over HTTPS sends. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the site over HTTPS: this server's own TLS, or (only when an
 * operator named the proxy in front, TRUST_PROXY) the protocol that proxy reports in
 * X-Forwarded-Proto. Fastify believes the header only from the proxies it trusts.
 */
function cameOverHttps(request: FastifyRequest, trustForwardedProto: boolean) {
  if ((request.raw.socket as Partial<TLSSocket>).encrypted) return true;
  return trustForwardedProto && request.protocol === 'https';
}

/**
 * Strict-Transport-Security only on answers that went out over HTTPS (issue 13 #13): sent over
 * plain HTTP it means nothing to a browser, and behind a proxy it must follow what the browser
 * used, not what the proxy used to reach this server.
 */
export function registerStrictTransport(
  app: FastifyInstance,
  { trustForwardedProto }: { trustForwardedProto: boolean },
) {
  // Set when the request arrives, in a hook without a promise: an answer's headers are known then.
  app.addHook('onRequest', (request, reply, done) => {
    if (cameOverHttps(request, trustForwardedProto)) {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
}
