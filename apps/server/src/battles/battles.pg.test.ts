import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { battles } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalanceCents } from '../money/ledger';
import { playerWithCoins } from '../testing/players';
import { runDueJobs } from '../runtime/jobs';
import { startTestServer, type TestServer } from '../testing/testServer';
import { joinBattle } from './play';
import { createBattle } from './rooms';
import { battleJobs } from './jobs';
import { cheapestBattleBoxId } from '../testing/battleBoxes';

const RACERS = 50;
const EDGE_ROUNDS = 20;
const START = 1_000_000n;

/** Lock contention needs real PostgreSQL: many connections racing for one room. */
describe('battle races on PostgreSQL', () => {
  let server: TestServer;
  let boxId: number;
  const jobs = () => battleJobs(loadConfig({}), server.hub);
  const coins = (userId: number) => getBalanceCents(server.database.db, userId, 'amount');

  beforeAll(async () => {
    server = await startTestServer();
    boxId = await cheapestBattleBoxId(server.database.db);
  });
  afterAll(() => server.close());

  it(`${RACERS} players racing for the last seat: one sits, the others are refused and charged nothing`, async () => {
    const creator = await playerWithCoins(server, 10_000n);
    const created = await creator.call<{ battleId: number }>('/api/battle/create', {
      boxes: [{ boxId, count: 2 }],
      seats: 2,
      mode: 'classic',
    });
    const racers = await Promise.all(
      Array.from({ length: RACERS }, () => playerWithCoins(server, 10_000n)),
    );
    const answers = await Promise.all(
      racers.map((r) => r.call('/api/battle/join', { battleId: created.data.battleId, seat: 2 })),
    );
    const seated = answers.filter((a) => a.code === 0);
    expect(seated).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(RACERS - 1);
    const balances = await Promise.all(racers.map((r) => coins(r.userId)));
    expect(balances.filter((b) => b === START)).toHaveLength(RACERS - 1);
    expect(balances.filter((b) => b < START)).toHaveLength(1);
    const [room] = await server.database.db
      .select({ status: battles.status })
      .from(battles)
      .where(eq(battles.id, created.data.battleId));
    expect(room?.status).toBe('running');
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });

  it('a join and the dissolve at the 15-minute edge: exactly one of them wins, money whole', async () => {
    const db = server.database.db;
    let joinsWon = 0;
    let dissolvesWon = 0;
    for (let i = 0; i < EDGE_ROUNDS; i += 1) {
      const creator = await playerWithCoins(server, 10_000n);
      const joiner = await playerWithCoins(server, 10_000n);
      const createdAt = new Date(Date.now() - 15 * 60 * 1000);
      const battleId = await createBattle(
        db,
        jobs(),
        creator.userId,
        { boxes: [{ boxId, count: 1 }], seats: 2, mode: 'classic' },
        { now: createdAt },
      );
      const edge = new Date(createdAt.getTime() + 15 * 60 * 1000);
      // The join is still in time by a millisecond when it takes the lock.
      const [joined, dissolved] = await Promise.allSettled([
        joinBattle(db, jobs(), joiner.userId, { battleId, seat: 2 }, new Date(edge.getTime() - 1)),
        runDueJobs(db, [jobs().dissolve], { now: edge }),
      ]);
      const [room] = await db.select().from(battles).where(eq(battles.id, battleId));
      if (joined.status === 'fulfilled') {
        joinsWon += 1;
        expect(room?.status).toBe('running');
        expect(await coins(joiner.userId)).toBeLessThan(START);
        expect(await coins(creator.userId)).toBeLessThan(START);
      } else {
        dissolvesWon += 1;
        expect(dissolved.status).toBe('fulfilled');
        expect(room?.status).toBe('dissolved');
        expect(await coins(joiner.userId)).toBe(START);
        expect(await coins(creator.userId)).toBe(START);
      }
      // Another dissolve pass never refunds twice.
      await runDueJobs(db, [jobs().dissolve], { now: new Date(edge.getTime() + 60_000) });
    }
    expect(joinsWon + dissolvesWon).toBe(EDGE_ROUNDS);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});
