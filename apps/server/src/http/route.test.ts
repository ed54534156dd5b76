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
  it('refuses to register a call that bypassed defineEndpoint (no wire rules)', () => {
    const bare = { ...echo, request: z.object({ name: z.string() }) };
    expect(() => route(Fastify(), bare, () => ({ greeting: '' }))).toThrow(
      /bypasses defineEndpoint/,
    );
  });

  it('refuses a body that is not JSON, a form above all (issue 13 #9)', async () => {
    const ping = defineEndpoint({
      path: '/api/test/ping',
      method: 'POST',
      channel: false,
      auth: 'none',
      request: z.object({}),
      response: z.null(),
    });
    const server = await app();
    // As @fastify/multipart does: a form is read apart, and the body stays empty.
    server.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    route(server, ping, () => null);
    const form = await server.inject({
      method: 'POST',
      url: ping.path,
      payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'en' },
    });
    expect(form.json()).toEqual({ code: 415, msg: 'The request must be sent as JSON' });
    const empty = await server.inject({ method: 'POST', url: ping.path });
    expect(empty.json()).toEqual({ code: 0, msg: 'ok', data: null });
  });

  it('refuses a NUL and an id past int4 with translated 400s', async () => {
    const server = await app();
    const nul = await server.inject({
      method: 'POST',
      url: echo.path,
      payload: { name: 'Ann\u0000' },
      headers: { 'accept-language': 'en' },
    });
    expect(nul.json()).toEqual({
      code: 400,
      msg: 'The text contains control characters that are not allowed',
    });
  });

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
