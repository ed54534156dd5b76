import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../contract/endpoint';
import { createApi } from './api';
import { bindEndpoints } from './bind';
import type { HttpClient } from './client';

function recordingHttp() {
  const calls: { path: string; payload: unknown }[] = [];
  const http: HttpClient = {
    call: (endpoint: Endpoint, payload: unknown) => {
      calls.push({ path: endpoint.path, payload });
      return Promise.resolve({ ok: true, code: 0, msg: 'ok', data: null as never });
    },
    upload: (endpoint: Endpoint, query: unknown) => {
      calls.push({ path: endpoint.path, payload: query });
      return Promise.resolve({ ok: true, code: 0, msg: 'ok', data: null as never });
    },
  };
  return { http, calls };
}

const anyModule = {
  ping: defineEndpoint({
    path: '/api/other/ping',
    method: 'POST',
    channel: false,
    auth: 'none',
    request: z.object({ n: z.number() }),
    response: z.null(),
  }),
  pingSchema: z.object({ n: z.number() }),
  PING_LIMIT: 3,
};

describe('bindEndpoints', () => {
  it('makes a function for each endpoint of any module and skips everything else', () => {
    const { http } = recordingHttp();
    expect(Object.keys(bindEndpoints(http, anyModule))).toEqual(['ping']);
  });

  it('calls the endpoint with the payload', async () => {
    const { http, calls } = recordingHttp();
    await bindEndpoints(http, anyModule).ping({ n: 1 });
    expect(calls).toEqual([{ path: '/api/other/ping', payload: { n: 1 } }]);
  });
});

describe('createApi', () => {
  it('groups calls as SPEC section 7 does and sends an empty payload when none is given', async () => {
    const { http, calls } = recordingHttp();
    const api = createApi(http);
    await api.user.getInfo();
    await api.index.siteLookup({ siteUrl: 'https://a.test' });
    await api.uploadFile('avatar', new Blob(['x']), 'x.png');
    expect(calls).toEqual([
      { path: '/api/user/getInfo', payload: {} },
      { path: '/api/index/siteLookup', payload: { siteUrl: 'https://a.test' } },
      { path: '/api/uploadfile', payload: { type: 'avatar' } },
    ]);
  });
});
