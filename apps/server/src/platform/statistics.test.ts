import { AccountKind } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles, battleSeats, users } from '../db/schema';
import { apiCaller } from '../testing/api';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';

interface PlatformStatistics {
  userCount: number;
  boxOpenCount: number;
  battleCount: number;
}

/** getPlatformStatistics counts what real players did: ai and test accounts stay out of it. */
describe('the platform statistics', () => {
  let server: TestServer;
  const statistics = async () =>
    (await apiCaller(server)<PlatformStatistics>('/api/index/getPlatformStatistics')).data;
  const makeKind = (userId: number, kind: number) =>
    server.database.db.update(users).set({ userType: kind }).where(eq(users.id, userId));

  /** A room in `status` with the given players seated (bots marked by their account kind). */
  async function battleOf(status: 'finished' | 'running', seated: number[]) {
    const now = new Date();
    const [room] = await server.database.db
      .insert(battles)
      .values({
        kind: 'player',
        mode: 'classic',
        status,
        creatorId: seated[0] ?? 0,
        seatCount: seated.length,
        roundBoxIds: [1],
        seatCostCents: 100n,
        serverSeed: 'seed',
        serverSeedHash: 'hash',
        createdAt: now,
        dissolveAt: now,
      })
      .returning({ id: battles.id });
    if (!room) throw new Error('no battle row');
    await server.database.db.insert(battleSeats).values(
      seated.map((userId, i) => ({
        battleId: room.id,
        seat: i + 1,
        userId,
        userCode: `code${i}`,
        joinedAt: now,
      })),
    );
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts only real players among the users', async () => {
    const before = await statistics();
    await createTestUser(server.database);
    await createTestUser(server.database, { userType: AccountKind.anchor });
    await createTestUser(server.database, { userType: AccountKind.ai });
    await createTestUser(server.database, { userType: AccountKind.test });
    expect((await statistics()).userCount - before.userCount).toBe(2);
  });

  it("counts a real player's box opens, not a test or ai account's", async () => {
    const boxId = await siteBoxId(server, 1);
    const before = await statistics();
    for (const kind of [AccountKind.general, AccountKind.test, AccountKind.ai]) {
      const player = await playerWithCoins(server, 2n);
      await makeKind(player.userId, kind);
      const opened = await player.call('/api/box/open', { boxId, count: 2 });
      expect(opened.code).toBe(0);
    }
    expect((await statistics()).boxOpenCount - before.boxOpenCount).toBe(2);
  });

  it('counts finished battles with a real player seated', async () => {
    const player = (await createTestUser(server.database)).userId;
    const tester = (await createTestUser(server.database, { userType: AccountKind.test })).userId;
    const bot = (await createTestUser(server.database, { userType: AccountKind.ai })).userId;
    const otherBot = (await createTestUser(server.database, { userType: AccountKind.ai })).userId;
    const before = await statistics();
    await battleOf('finished', [player, bot]);
    await battleOf('finished', [tester, player]);
    await battleOf('finished', [tester, bot]);
    await battleOf('finished', [bot, otherBot]);
    await battleOf('running', [player, tester]);
    expect((await statistics()).battleCount - before.battleCount).toBe(2);
  });
});
