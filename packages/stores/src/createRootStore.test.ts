// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNEL_HEADER, decodeSocketFrame, encodeSocketFrame, SocketCid } from '@skinbox/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createRootStore } from './createRootStore';
import type { RootStore } from './RootStore';
import { memoryStorage } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { SCRIPTS, userInfo } from './testing/fixtures';

/** An in-process server: a few HTTP routes and a websocket that accepts token 'tok-1'. */
let http: Server;
let sockets: WebSocketServer;
let seen: { url: string; headers: IncomingMessage['headers'] }[];
let authFrames: unknown[];
let root: RootStore;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let toast: ReturnType<typeof vi.fn<(message: string) => void>>;

const defaultAnswers = (): Record<string, { status: number; body: unknown }> => ({
  '/api/index/siteLookup': {
    status: 200,
    body: { code: 0, msg: 'ok', data: { platformId: 5, channelCode: 'ch-5', keyWord: 'kw' } },
  },
  '/api/index/getModuleList': { status: 200, body: { code: 0, msg: 'ok', data: [] } },
  '/api/index/getConfigList': { status: 200, body: { code: 0, msg: 'ok', data: [] } },
  '/api/index/getGoodsBgImages': { status: 200, body: { code: 0, msg: 'ok', data: [] } },
  '/api/index/getArticleList': { status: 200, body: { code: 0, msg: 'ok', data: [] } },
  '/api/auth/verifyToken': { status: 200, body: { code: 0, msg: 'ok', data: { isValid: true } } },
  '/api/user/getInfo': { status: 200, body: { code: 0, msg: 'ok', data: userInfo() } },
});
let answers = defaultAnswers();

async function until(condition: () => boolean) {
  for (let turn = 0; turn < 2000 && !condition(); turn++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

beforeEach(async () => {
  answers = defaultAnswers();
  seen = [];
  authFrames = [];
  http = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      const answer = answers[request.url ?? ''] ?? {
        status: 404,
        body: { code: 404, msg: 'gone' },
      };
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  sockets = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => sockets.once('listening', resolve));
  sockets.on('connection', (socket) =>
    socket.on('message', (raw) => {
      const frame = decodeSocketFrame(String(raw));
      if (frame?.cid !== SocketCid.auth) return;
      authFrames.push(frame.data);
      const isValid = (frame.data as { token: string }).token === 'tok-1';
      socket.send(encodeSocketFrame(SocketCid.authResult, { isValid }));
    }),
  );
  navigate = vi.fn<(path: string) => void>();
  toast = vi.fn<(message: string) => void>();
  root = createRootStore({
    baseURL: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    socketUrl: `ws://127.0.0.1:${(sockets.address() as AddressInfo).port}`,
    storage: memoryStorage({ [STORAGE_KEYS.token]: 'tok-1', language: 'en' }),
    navigate,
    toast,
    loadScript: vi.fn(),
    scripts: SCRIPTS,
    createSocket: (url) => new WebSocket(url) as never,
  });
});

afterEach(async () => {
  root.dispose();
  for (const client of sockets.clients) client.terminate();
  await new Promise((resolve) => sockets.close(resolve));
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

describe('createRootStore against an in-process server', () => {
  it('sends the stored token, the chosen language and the looked-up channel code', async () => {
    await root.start('http://ch-5.test');
    // Asked first for the channel of no earlier visit, then again for the one looked up.
    const modules = seen.filter((request) => request.url === '/api/index/getModuleList');
    expect(modules.map((request) => request.headers[CHANNEL_HEADER])).toEqual([undefined, 'ch-5']);
    const info = seen.find((request) => request.url === '/api/user/getInfo');
    expect(info?.headers.authorization).toBe('Bearer tok-1');
    expect(info?.headers['accept-language']).toBe('en');
  });

  it('authenticates the socket with the token once the token is verified', async () => {
    await root.start('http://ch-5.test');
    await until(() => authFrames.length > 0);
    expect(authFrames[0]).toEqual({ token: 'tok-1' });
  });

  it('on a 401 forgets the token, goes to / and opens the sign-in view', async () => {
    answers['/api/user/getInfo'] = { status: 401, body: { code: 401, msg: 'no' } };
    await root.user.loadInfo();
    expect(root.user.token).toBeNull();
    expect(root.storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(root.ui.signInOpen).toBe(true);
    expect(toast).toHaveBeenCalledWith('Authentication failed, please sign in again');
  });
});
