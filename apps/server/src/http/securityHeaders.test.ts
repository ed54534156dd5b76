import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './securityHeaders';
import { contentSecurityDirectives } from './contentSecurity';

const SCRIPTS = {
  VITE_CHAT_SCRIPT: 'https://chat.example.com:8443/widget.js?site=7',
  VITE_ANALYTICS_SCRIPT: 'https://stats.example.net/s.js?id={keyWord}',
};

/** The headers of an answer and of a 404, from an app set up by `setUp`. */
async function headersOf(setUp: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await setUp(app);
  app.get('/', () => ({ ok: true }));
  const pick = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => !['date', 'connection'].includes(name)),
    );
  const [found, missing] = [await app.inject({ url: '/' }), await app.inject({ url: '/none' })];
  await app.close();
  return { found: pick(found.headers), missing: pick(missing.headers) };
}

describe('security headers built once at start', () => {
  it('are exactly the headers @fastify/helmet sends for the same policy, on answers and on 404s', async () => {
    for (const scripts of [SCRIPTS, {}]) {
      const ours = await headersOf((app) => registerSecurityHeaders(app, scripts));
      const helmets = await headersOf(async (app) => {
        await app.register(fastifyHelmet, {
          contentSecurityPolicy: { directives: contentSecurityDirectives(scripts) },
          strictTransportSecurity: false,
        });
      });
      expect(ours).toEqual(helmets);
      expect(ours.found['x-content-type-options']).toBe('nosniff');
      expect(ours.missing['content-security-policy']).toContain("object-src 'none'");
    }
  });
});
