import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXIES as trustProxy } from './trustedProxies';

describe('client addresses behind a local proxy', () => {
  it('takes the address the local proxy reports', async () => {
    const app = Fastify({ trustProxy });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('ignores the header from anyone else', async () => {
    const app = Fastify({ trustProxy });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/ip',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '198.51.100.9' });
  });
});
