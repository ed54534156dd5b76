// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleList } from '../contract/content';
import { CHANNEL_HEADER } from '../contract/endpoint';
import { translateError, type Locale } from '../contract/errors';
import { uploadFile } from '../contract/upload';
import { getInfo, signinRewardRecords } from '../contract/user';
import { createHttpClient, UNAUTHORIZED_REDIRECT, type HttpClientOptions } from './client';
import { startTestHttpServer, type TestHttpServer } from './testServer';

let server: TestHttpServer;
let token: string | null;
let language: Locale;
let hooks: Pick<HttpClientOptions, 'toast' | 'clearToken' | 'navigate' | 'openSignIn'>;

function client(baseURL = server.baseURL) {
  return createHttpClient({
    baseURL,
    getToken: () => token,
    getChannelCode: () => 'chan-7',
    getLanguage: () => language,
    ...hooks,
  });
}

const modules = [{ name: 'Mall', status: 1 }];

function sent(index: number) {
  const request = server.requests[index];
  if (!request) throw new Error(`request ${index} was not sent`);
  return request;
}

beforeEach(async () => {
  server = await startTestHttpServer();
  token = 'tok-1';
  language = 'en';
  hooks = { toast: vi.fn(), clearToken: vi.fn(), navigate: vi.fn(), openSignIn: vi.fn() };
});
afterEach(() => server.close());

describe('requests', () => {
  it('posts the payload as JSON to the endpoint path', async () => {
    await client().call(getModuleList, { platformId: 3 });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/index/getModuleList' });
    expect(JSON.parse(sent(0).body)).toEqual({ platformId: 3 });
  });

  it('sends a GET payload as the query string', async () => {
    await client().call(signinRewardRecords, { page: 2, pageSize: 10 });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/user/signinRewardRecords?page=2&pageSize=10',
    });
  });

  it('sends the bearer token and the chosen language', async () => {
    await client().call(getInfo, {});
    expect(sent(0).headers.authorization).toBe('Bearer tok-1');
    expect(sent(0).headers['accept-language']).toBe('en');
  });

  it('sends no authorization header without a token', async () => {
    token = null;
    await client().call(getInfo, {});
    expect(sent(0).headers.authorization).toBeUndefined();
  });

  it('sends the channel code header on (ch) calls only', async () => {
    await client().call(getModuleList, { platformId: 1 });
    await client().call(getInfo, {});
    expect(sent(0).headers[CHANNEL_HEADER]).toBe('chan-7');
    expect(sent(1).headers[CHANNEL_HEADER]).toBeUndefined();
  });

  it('uploads a file as multipart with the type in the query string', async () => {
    server.reply(200, { code: 0, msg: 'ok', data: { type: 'avatar', url: '/uploads/a.png' } });
    const result = await client().upload(
      uploadFile,
      { type: 'avatar' },
      new Blob(['png'], { type: 'image/png' }),
      'a.png',
    );
    expect(sent(0).url).toBe('/api/uploadfile?type=avatar');
    expect(sent(0).headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent(0).body).toContain('name="file"; filename="a.png"');
    expect(result).toMatchObject({ ok: true, data: { url: '/uploads/a.png' } });
  });
});

describe('response handling (SPEC section 8)', () => {
  it('resolves body code 0 with HTTP 200 to the data, without a toast', async () => {
    server.reply(200, { code: 0, msg: 'ok', data: modules });
    const result = await client().call(getModuleList, { platformId: 1 });
    expect(result).toEqual({ ok: true, code: 0, msg: 'ok', data: modules });
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("shows the server's message for any other body code and resolves to that code", async () => {
    server.reply(200, { code: 4001, msg: 'Not enough coins' });
    const result = await client().call(getModuleList, { platformId: 1 });
    expect(result).toEqual({ ok: false, code: 4001, msg: 'Not enough coins' });
    expect(hooks.toast).toHaveBeenCalledWith('Not enough coins');
  });

  it('on HTTP 401 shows the unauthorized text, removes the token, goes to / and opens sign-in', async () => {
    language = 'ko';
    server.reply(401, { code: 401, msg: 'whatever the server says' });
    const result = await client().call(getInfo, {});
    const text = translateError('errors.unauthorized', 'ko');
    expect(hooks.toast).toHaveBeenCalledWith(text);
    expect(hooks.clearToken).toHaveBeenCalledOnce();
    expect(hooks.navigate).toHaveBeenCalledWith('/');
    expect(UNAUTHORIZED_REDIRECT).toBe('/');
    expect(hooks.openSignIn).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: false, code: 100, msg: text });
  });

  it("shows the server's message on another HTTP failure and resolves to code 100 with the status", async () => {
    server.reply(409, { code: 409, msg: 'Already taken' });
    const result = await client().call(getInfo, {});
    expect(hooks.toast).toHaveBeenCalledWith('Already taken');
    expect(result).toEqual({ ok: false, code: 100, msg: 'Already taken', status: 409 });
    expect(hooks.clearToken).not.toHaveBeenCalled();
  });

  it('shows the network error text when a failure carries no message', async () => {
    server.reply(502, 'Bad Gateway');
    const result = await client().call(getInfo, {});
    const text = translateError('errors.server', 'en');
    expect(hooks.toast).toHaveBeenCalledWith(text);
    expect(result).toEqual({ ok: false, code: 100, msg: text, status: 502 });
  });

  it('resolves a failure with no response to code 500 with the network error text', async () => {
    const { baseURL } = server;
    await server.close();
    server = await startTestHttpServer();
    const result = await client(baseURL).call(getInfo, {});
    const text = translateError('errors.server', 'en');
    expect(result).toEqual({ ok: false, code: 500, msg: text });
    expect(hooks.toast).toHaveBeenCalledWith(text);
  });

  it('treats a success body the contract does not describe as a server fault', async () => {
    server.reply(200, { code: 0, msg: 'ok', data: [{ name: 'NoSuchModule', status: 1 }] });
    const result = await client().call(getModuleList, { platformId: 1 });
    expect(result).toMatchObject({ ok: false, code: 100 });
    expect(hooks.toast).toHaveBeenCalledWith(translateError('errors.server', 'en'));
  });
});
