import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPairs } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins } from '../testing/players';
import { RACE_EACH, raceSeedChanges } from '../testing/seedChangeRace';
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
  it(`answers ${RACE_EACH} changes, ${RACE_EACH} box openings and ${RACE_EACH} lucky tries at once without a 5xx: a race is a translated 409`, async () => {
    const { answers } = await raceSeedChanges(server);
    const failed = answers.filter((a) => a.status >= 500).map((a) => `${a.label}: ${a.msg}`);
    expect(failed).toEqual([]);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({
        status: 409,
        msg: 'Your seed pair changed meanwhile; please try again',
      });
    }
    expect(answers.filter((a) => a.label === 'change' && a.status === 200).length).toBeGreaterThan(
      0,
    );
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    const count = (label: string, status: number) =>
      answers.filter((a) => a.label === label && a.status === status).length;
    console.info(
      `seed-change race: ${['change', 'open', 'lucky'].map((label) => `${label} ${count(label, 200)} × 200, ${count(label, 409)} × 409`).join('; ')}`,
    );
  });
});
