import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stickers } from '../db/schema';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { grantSticker } from './actions';

type Album = {
  list: { id: number; name: string; count: number; isActive: boolean }[];
  rewardAmount: string;
  rewardState: string;
};

let server: TestServer;
let stickerIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  stickerIds = (await server.database.db.select({ id: stickers.id }).from(stickers)).map(
    (s) => s.id,
  );
});
afterAll(() => server.close());

const albumOf = async (token: string) =>
  (
    await call<Album>(
      server,
      '/api/user/getUserSticker',
      {},
      { token, headers: { 'accept-language': 'en' } },
    )
  ).body.data;

describe('the sticker album', () => {
  it('starts empty and locked, with names in the caller language', async () => {
    const { token } = await createTestUser(server.database);
    const album = await albumOf(token);
    expect(album?.list).toHaveLength(8);
    expect(album?.list[0]).toMatchObject({ name: 'Dragon', count: 0, isActive: false });
    expect(album).toMatchObject({ rewardAmount: '8.88', rewardState: 'locked' });
  });

  it('refuses to activate a sticker the player does not own', async () => {
    const { token } = await createTestUser(server.database);
    const response = await call(
      server,
      '/api/user/activateSticker',
      { id: stickerIds[0] },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(response.body).toEqual({ code: 403, msg: 'You do not own this sticker' });
  });

  it('activates owned copies, then pays the album reward once', async () => {
    const { token, userId } = await createTestUser(server.database);
    for (const id of stickerIds) await grantSticker(server.database.db, userId, id, 2);
    expect((await call(server, '/api/user/stickerReward', {}, { token })).status).toBe(403);
    for (const id of stickerIds) {
      const activated = await call<{ count: number; isActive: boolean }>(
        server,
        '/api/user/activateSticker',
        { id },
        { token },
      );
      expect(activated.body.data).toMatchObject({ count: 1, isActive: true });
    }
    expect((await albumOf(token))?.rewardState).toBe('claimable');
    const paid = await call<{ amount: string }>(server, '/api/user/stickerReward', {}, { token });
    expect(paid.body.data?.amount).toBe('8.88');
    const info = await call<{ assets: { amount: string } }>(
      server,
      '/api/user/getInfo',
      {},
      { token },
    );
    expect(info.body.data?.assets.amount).toBe('8.88');
    expect((await call(server, '/api/user/stickerReward', {}, { token })).status).toBe(409);
  });
});
