import { SocketCid } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOverHttp } from '../testing/authFlow';
import { call } from '../testing/http';
import { TestSocket } from '../testing/socketClient';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a new player, end to end over HTTP and the socket', () => {
  it('signs up, sees the profile and the welcome message, opens the packet, signs out', async () => {
    const en = { 'accept-language': 'en' };
    const { token, userId } = await registerOverHttp(server, { nickName: 'Journey' });

    const socket = await TestSocket.open(server.url);
    expect(await socket.authenticate(token)).toBe(true);
    server.hub.sendToUser(userId, { cid: SocketCid.rollSettled, data: { rollId: 1 } });
    expect((await socket.next(SocketCid.rollSettled)).data).toEqual({ rollId: 1 });

    const info = await call<{
      base: { nickName: string };
      noReadMessages: number;
      hasRegisterPacket: boolean;
    }>(server, '/api/user/getInfo', {}, { token });
    expect(info.body.data).toMatchObject({
      base: { nickName: 'Journey' },
      noReadMessages: 1,
      hasRegisterPacket: true,
    });

    const inbox = await call<{ list: { id: number; title: string }[] }>(
      server,
      '/api/user/getMessage',
      {},
      { token, headers: en },
    );
    expect(inbox.body.data?.list[0]?.title).toBe('Welcome to SkinBox');
    await call(
      server,
      '/api/user/readyMessage',
      { ids: [inbox.body.data?.list[0]?.id] },
      { token },
    );

    const packet = await call<{ money: string; name: string }>(
      server,
      '/api/user/registerReward',
      {},
      { token, headers: en },
    );
    expect(packet.body.data).toMatchObject({ money: '2.00', name: 'Sign-up red packet' });

    const after = await call<{ assets: { amount: string }; noReadMessages: number }>(
      server,
      '/api/user/getInfo',
      {},
      { token },
    );
    expect(after.body.data).toMatchObject({ assets: { amount: '2.00' }, noReadMessages: 0 });

    await call(server, '/api/auth/logout', {}, { token });
    expect((await call(server, '/api/user/getInfo', {}, { token })).status).toBe(401);
    expect(await socket.authenticate(token)).toBe(false);
    socket.close();
  });
});
