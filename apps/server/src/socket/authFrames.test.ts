import { SOCKET_POLICY_CLOSE, SocketCid, decodeSocketFrame, encodeSocketFrame } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_AUTH_PER_ADDRESS, SOCKET_AUTH_PER_SOCKET } from '../auth/limits';
import { userIdOfToken } from '../auth/sessions';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

// The server test layer runs files in one process (vitest.config.ts, isolate: false): a server
// module another file loaded would keep the unmocked sessions module, so this file loads its own.
vi.hoisted(() => vi.resetModules());
// Every token lookup of the server goes through this spy, so the test counts database lookups.
vi.mock(import('../auth/sessions'), async (original) => {
  const actual = await original();
  return { ...actual, userIdOfToken: vi.fn(actual.userIdOfToken) };
});
const lookups = vi.mocked(userIdOfToken);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A socket from `address` (the test server trusts X-Forwarded-For from 127.0.0.1). */
async function connect(address: string) {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, {
    headers: { 'x-forwarded-for': address },
  });
  const frames: Array<{ cid: number; data: unknown }> = [];
  socket.on('message', (raw) => {
    const frame = decodeSocketFrame(raw.toString());
    if (frame) frames.push(frame);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const heartbeat = async () => {
    const seen = frames.filter((frame) => frame.cid === SocketCid.heartbeat).length;
    socket.send(encodeSocketFrame(SocketCid.heartbeat, {}));
    await vi.waitFor(() => {
      expect(frames.filter((frame) => frame.cid === SocketCid.heartbeat).length).toBe(seen + 1);
    });
  };
  const authResults = () => frames.filter((frame) => frame.cid === SocketCid.authResult);
  return { socket, heartbeat, authResults };
}

/** Sends `count` auth frames and waits until the server has dealt with all of them. */
async function flood(client: Awaited<ReturnType<typeof connect>>, count: number, token: string) {
  for (let i = 0; i < count; i += 1) {
    client.socket.send(encodeSocketFrame(SocketCid.auth, { token }));
  }
  await client.heartbeat();
  // The per-address count is asked asynchronously: a second round trip lets its last answers in.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await client.heartbeat();
}

describe('socket auth frames (issue 13 #13)', () => {
  it('answers a real sign-in', async () => {
    const { token } = await createTestUser(server.database);
    const client = await connect('198.51.100.1');
    client.socket.send(encodeSocketFrame(SocketCid.auth, { token }));
    await vi.waitFor(() => expect(client.authResults()).toHaveLength(1));
    expect(client.authResults()[0]?.data).toEqual({ isValid: true });
    client.socket.close();
  });

  it(`looks up ${SOCKET_AUTH_PER_SOCKET.limit} of 10 frames on one socket`, async () => {
    const client = await connect('198.51.100.2');
    lookups.mockClear();
    await flood(client, 10, 'forged-token');
    expect(lookups).toHaveBeenCalledTimes(SOCKET_AUTH_PER_SOCKET.limit);
    expect(client.authResults()).toHaveLength(SOCKET_AUTH_PER_SOCKET.limit);
    client.socket.close();
  });

  it(`closes a socket that floods 2,000 frames, after ${SOCKET_AUTH_PER_SOCKET.limit} lookups (issue 27)`, async () => {
    const client = await connect('198.51.100.5');
    lookups.mockClear();
    const closed = new Promise((resolve) => client.socket.once('close', resolve));
    for (let i = 0; i < 2000; i += 1) {
      client.socket.send(encodeSocketFrame(SocketCid.auth, { token: 'forged-token' }));
    }
    expect(await closed).toBe(SOCKET_POLICY_CLOSE);
    expect(lookups).toHaveBeenCalledTimes(SOCKET_AUTH_PER_SOCKET.limit);
  });

  it(`looks up ${SOCKET_AUTH_PER_ADDRESS.limit} frames of one address, however many sockets it opens`, async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => connect('198.51.100.3')));
    lookups.mockClear();
    // 20 sockets × 5 frames each within their own budget: 100 frames, more than the address may.
    await Promise.all(clients.map((client) => flood(client, 10, 'forged-token')));
    expect(lookups).toHaveBeenCalledTimes(SOCKET_AUTH_PER_ADDRESS.limit);
    // Another address still signs in.
    const { token } = await createTestUser(server.database);
    const other = await connect('198.51.100.4');
    other.socket.send(encodeSocketFrame(SocketCid.auth, { token }));
    await vi.waitFor(() => expect(other.authResults()[0]?.data).toEqual({ isValid: true }));
    for (const client of [...clients, other]) client.socket.close();
  });
});
