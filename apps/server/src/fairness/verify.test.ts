import { translateError } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/http';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const en = { 'accept-language': 'en' };
const notFound = translateError('errors.rollNotFound', 'en');

describe('who may look a roll up (issue 13 #13)', () => {
  it('shows a roll of a pair in play to its owner only, and to everyone once it is retired', async () => {
    const owner = await playerWithCoins(server, 1n);
    const stranger = await playerWithCoins(server, 0n);
    const opened = await owner.call<{ results: Array<{ rollId: number }> }>('/api/box/open', {
      boxId: await siteBoxId(server, 1),
    });
    const rollId = opened.data.results[0]?.rollId ?? 0;
    const verify = (token?: string) =>
      call<{ serverSeed: string | null; verified: boolean | null }>(
        server,
        '/api/fairness/verify',
        { rollId },
        { token, headers: en },
      );

    expect((await verify(owner.token)).body.data).toMatchObject({
      serverSeed: null,
      verified: null,
    });
    for (const token of [stranger.token, undefined]) {
      // The same answer as for a roll that does not exist: ids tell nothing.
      expect((await verify(token)).body).toEqual({ code: 404, msg: notFound });
    }

    await owner.call('/api/fairness/changeClientSeed', { clientSeed: 'next' });
    for (const token of [owner.token, stranger.token, undefined]) {
      const answer = await verify(token);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.verified).toBe(true);
      expect(answer.body.data?.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('lets nobody list other players’ rolls by walking the ids', async () => {
    const players = await Promise.all([1, 2, 3].map(() => playerWithCoins(server, 1n)));
    const boxId = await siteBoxId(server, 1);
    const rollIds: number[] = [];
    for (const player of players) {
      const opened = await player.call<{ results: Array<{ rollId: number }> }>('/api/box/open', {
        boxId,
      });
      rollIds.push(opened.data.results[0]?.rollId ?? 0);
    }
    const walker = await playerWithCoins(server, 0n);
    const seen = await Promise.all(
      rollIds.map((rollId) =>
        call(server, '/api/fairness/verify', { rollId }, { token: walker.token }),
      ),
    );
    expect(seen.map((answer) => answer.status)).toEqual([404, 404, 404]);
  });
});
