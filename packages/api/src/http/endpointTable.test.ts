// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi as createContractApi } from './api';
import { createHttpClient } from './client';
import { endpointTable, uploadFileRoute } from './endpointTable';
import { createApi as createLeanApi } from './leanApi';
import { routeCode, routeOfCode } from './routeCodes';
import { routesOf } from './routesOf';
import { startTestHttpServer, type TestHttpServer } from './testServer';

describe('endpointTable', () => {
  it('holds the path, method, channel flag and auth of every contract endpoint', () => {
    // Out of date after a contract change: run `pnpm --filter @skinbox/api endpoint-table`.
    const { groups, uploadFile } = routesOf();
    const routes = Object.fromEntries(
      Object.entries(endpointTable).map(([group, codes]) => [
        group,
        Object.fromEntries(
          Object.entries(codes).map(([call, code]) => [call, routeOfCode(group, call, code)]),
        ),
      ]),
    );
    expect(routes).toEqual(groups);
    expect(uploadFileRoute).toEqual(uploadFile);
  });
});

describe('route codes', () => {
  it('stand for the route they were made from, path written only where it is not the default', () => {
    const cases = [
      [
        'boxes',
        'open',
        { path: '/api/box/open', method: 'POST', channel: false, auth: 'required' },
        'r /api/box/open',
      ],
      [
        'boxes',
        'list',
        { path: '/api/boxes/list', method: 'POST', channel: false, auth: 'optional' },
        'o',
      ],
      [
        'auth',
        'login',
        { path: '/api/auth/login', method: 'POST', channel: true, auth: 'none' },
        'nc',
      ],
      [
        'user',
        'records',
        { path: '/api/user/records', method: 'GET', channel: false, auth: 'required' },
        'rg',
      ],
    ] as const;
    for (const [group, call, route, code] of cases) {
      expect(routeCode(group, call, route)).toBe(code);
      expect(routeOfCode(group, call, code)).toEqual(route);
    }
  });
});

describe('the lean createApi (site production build)', () => {
  let server: TestHttpServer;
  const toast = vi.fn();
  const client = () =>
    createHttpClient({
      baseURL: server.baseURL,
      getToken: () => 'tok-1',
      getChannelCode: () => 'chan-7',
      getLanguage: () => 'en',
      toast,
      clearToken: vi.fn(),
      navigate: vi.fn(),
      openSignIn: vi.fn(),
    });

  beforeEach(async () => {
    server = await startTestHttpServer();
    toast.mockReset();
  });
  afterEach(() => server.close());

  it('has the same functions as the contract createApi', () => {
    const lean = createLeanApi(client());
    const full = createContractApi(client());
    const names = (api: Record<string, unknown>) =>
      Object.entries(api).map(([group, calls]) => [
        group,
        typeof calls === 'function' ? 'function' : Object.keys(calls as object).sort(),
      ]);
    expect(names(lean)).toEqual(names(full));
  });

  it('sends each call like the contract createApi does', async () => {
    await createLeanApi(client()).index.getModuleList({ platformId: 3 });
    await createContractApi(client()).index.getModuleList({ platformId: 3 });
    await createLeanApi(client()).user.signinRewardRecords({ page: 2, pageSize: 10 });
    await createContractApi(client()).user.signinRewardRecords({ page: 2, pageSize: 10 });
    const [lean, full, leanGet, fullGet] = server.requests;
    expect(lean).toMatchObject({ method: 'POST', url: '/api/index/getModuleList' });
    expect(lean?.body).toBe(full?.body);
    expect(lean?.headers['x-channel-code']).toBe('chan-7');
    expect(full?.headers['x-channel-code']).toBe('chan-7');
    expect(leanGet?.url).toBe('/api/user/signinRewardRecords?page=2&pageSize=10');
    expect(fullGet?.url).toBe(leanGet?.url);
  });

  it('resolves to the data as the server sent it (the server parsed it already)', async () => {
    const modules = [{ name: 'Mall', status: 1 }];
    server.reply(200, { code: 0, msg: 'ok', data: modules });
    const result = await createLeanApi(client()).index.getModuleList({ platformId: 3 });
    expect(result).toEqual({ ok: true, code: 0, msg: 'ok', data: modules });
    expect(toast).not.toHaveBeenCalled();
  });

  it('still shows the server message for a body code other than 0', async () => {
    server.reply(200, { code: 4001, msg: 'Not enough coins' });
    const result = await createLeanApi(client()).index.getModuleList({ platformId: 3 });
    expect(result).toEqual({ ok: false, code: 4001, msg: 'Not enough coins' });
    expect(toast).toHaveBeenCalledWith('Not enough coins');
  });

  it('uploads to the upload route', async () => {
    server.reply(200, { code: 0, msg: 'ok', data: { type: 'avatar', url: '/uploads/a.png' } });
    const file = new Blob(['png'], { type: 'image/png' });
    const result = await createLeanApi(client()).uploadFile('avatar', file, 'a.png');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/uploadfile?type=avatar',
    });
    expect(result).toMatchObject({ ok: true, data: { url: '/uploads/a.png' } });
  });
});
