import type { BattleDetail } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { cheapestBattleBoxId } from '../testing/battleBoxes';

/** Every battle call with a payload it accepts, and whether a visitor may make it. */
function calls(battleId: number, boxId: number) {
  return [
    {
      path: '/api/battle/create',
      body: { boxes: [{ boxId, count: 1 }], seats: 2, mode: 'classic' },
      visitor: false,
    },
    { path: '/api/battle/join', body: { battleId, seat: 2 }, visitor: false },
    { path: '/api/battle/fillBots', body: { battleId }, visitor: false },
    { path: '/api/battle/myHistory', body: {}, visitor: false },
    { path: '/api/battle/detail', body: { battleId }, visitor: true },
    { path: '/api/battle/list', body: {}, visitor: true },
    { path: '/api/battle/history', body: {}, visitor: true },
    { path: '/api/battle/rank', body: { period: 'week' }, visitor: true },
    { path: '/api/battle/boxIntro', body: {}, visitor: true },
    { path: '/api/battle/boxDetails', body: { boxId }, visitor: true },
    { path: '/api/battle/verify', body: { battleId }, visitor: true },
  ] as const;
}

/** SPEC sections 2 and 9: battles need reserveStatus 1; battles/access.ts says what a visitor reads. */
describe('who may make the battle calls', () => {
  let server: TestServer;
  let boxId: number;
  let finishedId: number;

  beforeAll(async () => {
    server = await startTestServer();
    boxId = await cheapestBattleBoxId(server.database.db);
    const creator = await playerWithCoins(server, 1_000n);
    const room = await creator.call<BattleDetail>('/api/battle/create', {
      boxes: [{ boxId, count: 1 }],
      seats: 2,
      mode: 'classic',
    });
    await creator.call('/api/battle/fillBots', { battleId: room.data.battleId });
    finishedId = room.data.battleId;
  });
  afterAll(() => server.close());

  it('refuses every battle call, reads included, to an account whose reserveStatus is not 1', async () => {
    const frank = await playerWithCoins(server, 1_000n);
    await server.database.db
      .update(users)
      .set({ reserveStatus: 0 })
      .where(eq(users.id, frank.userId));
    for (const { path, body } of calls(finishedId, boxId)) {
      const answer = await frank.call(path, body);
      expect({ path, ...answer }).toMatchObject({
        path,
        status: 403,
        msg: 'Battles are not available to this account',
      });
    }
    expect(await getBalanceCents(server.database.db, frank.userId, 'amount')).toBe(100_000n);
  });

  it('lets a visitor read rooms, history, rank, boxes and verify, and refuses the rest', async () => {
    const visitor = apiCaller(server);
    for (const { path, body, visitor: allowed } of calls(finishedId, boxId)) {
      const answer = await visitor(path, body);
      if (allowed) {
        // verify answers 409 until the room has played out: still not a refusal of the visitor.
        expect({ path, status: answer.status }).not.toMatchObject({ status: 401 });
        expect({ path, status: answer.status }).not.toMatchObject({ status: 403 });
      } else {
        expect({ path, ...answer }).toMatchObject({ path, status: 401 });
      }
    }
    const room = await visitor<BattleDetail>('/api/battle/detail', { battleId: finishedId });
    expect(room.data).toMatchObject({ battleId: finishedId, mySeat: null });
  });

  it('lets a signed-in player with reserveStatus 1 make every call', async () => {
    const gina = await playerWithCoins(server, 1_000n);
    const answers = await Promise.all(
      calls(finishedId, boxId)
        .filter((c) => c.visitor || c.path === '/api/battle/myHistory')
        .map(({ path, body }) => gina.call(path, body)),
    );
    for (const answer of answers) expect(answer.status).not.toBe(403);
  });
});
