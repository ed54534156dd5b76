import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPairs } from '../db/schema';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Issue 13, finding 10: 25 parallel changeClientSeed calls answered 500 18 times in 25. */
describe('parallel client seed changes (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serialises 25 parallel changes: none fails, each retires the pair before it', async () => {
    const player = await playerWithCoins(server, 0n);
    await player.call('/api/fairness/current');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        player.call('/api/fairness/changeClientSeed', { clientSeed: `parallel-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const changed = answers.filter((a) => a.status === 200).length;
    const pairs = await server.database.db
      .select()
      .from(seedPairs)
      .where(eq(seedPairs.userId, player.userId));
    expect(pairs).toHaveLength(changed + 1);
    const active = await server.database.db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, player.userId), isNull(seedPairs.retiredAt)));
    expect(active).toHaveLength(1);
  });
});
