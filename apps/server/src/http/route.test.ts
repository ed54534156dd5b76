import { defineEndpoint } from '@skinbox/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors';
import { registerRequestUser, route } from './route';

const echo = defineEndpoint({
  path: '/api/test/echo',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ name: z.string().min(3, 'errors.notFound') }),
  response: z.object({ greeting: z.string() }),
});

const secret = defineEndpoint({
  path: '/api/test/secret',
  method: 'GET',
  channel: false,
  auth: 'required',
  request: z.object({}),
  response: z.object({ userId: z.number() }),
});

async function app() {
  const server = Fastify();
  registerErrorHandling(server);
  registerRequestUser(server);
  route(server, echo, ({ name }) => ({ greeting: `hi ${name}` }));
  route(server, secret, (_input, { userId }) => ({ userId }));
  return server;
}

describe('route', () => {
  it('wraps the result in the success envelope', async () => {
    const response = await (
      await app()
    ).inject({ method: 'POST', url: echo.path, payload: { name: 'Ann' } });
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { greeting: 'hi Ann' } });
  });

  it("answers bad input with the schema's own message in the caller's language", async () => {
    const response = await (
      await app()
    ).inject({
      method: 'POST',
      url: echo.path,
      payload: { name: 'A' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'Not found' });
  });

  it('answers a payload of the wrong type with the generic refusal', async () => {
    const response = await (
      await app()
    ).inject({ method: 'POST', url: echo.path, payload: { name: 4 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求参数有误' });
  });

  it('refuses a visitor on an endpoint that needs sign-in', async () => {
    const response = await (await app()).inject({ method: 'GET', url: secret.path });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });
});
