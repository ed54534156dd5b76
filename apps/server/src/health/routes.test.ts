import { healthResponse } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports the database it runs on, checked with a round trip', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = healthResponse.parse(await response.json());
    expect(body.data.database).toBe(process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a 404 body, not the site', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: '内容不存在' });
  });
});
