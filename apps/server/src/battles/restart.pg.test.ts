import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFeatures } from '../app';
import { loadConfig } from '../config';
import { bagItems, battleDrops, battles, battleSeats, jobs, ledger, stakes } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { seedBase } from '../seed/baseSeed';
import { findMisplacedItems } from '../testing/itemInvariants';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { fillWithBots, joinBattle } from './play';
import { createBattle } from './rooms';
import { battleJobsToSchedule } from './jobs';
import { cheapestBattleBoxId } from '../testing/battleBoxes';
import { grantTestCoins } from '../testing/testGrant';

const RUNNING = 24;
const WAITING = 24;
const SEATS = 4;
const ROUNDS = 6;
const START_CENTS = 10_000_000n;
/** A process's start on a seeded database takes a few seconds on two cores. */
const TEST_TIMEOUT_MS = 180_000;

async function until(check: () => Promise<boolean>, timeoutMs: number, pollMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * GAMES.md sections 0 and 1 across a crash: a server process killed with SIGKILL while it settles
 * battles and dissolves rooms, then a new one started on the same PostgreSQL. Every stake must be
 * settled or refunded exactly once, every balance equal the sum of its ledger, and every drop a
 * player took be in exactly one bag.
 */
describe('battles across a kill -9 and a restart', () => {
  let database: TestDatabase;
  const started: RunningServer[] = [];

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    await seedBase(database.db);
    await seedFeatures({ db: database.db, config: loadConfig({}) });
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database.dispose();
  });

  async function player() {
    const user = await createTestUser(database);
    await grantTestCoins(database.db, user.userId, START_CENTS);
    return user.userId;
  }

  async function progress(ids: number[]) {
    const rows = await database.db
      .select({ status: battles.status, n: sql<number>`count(*)::int` })
      .from(battles)
      .where(inArray(battles.id, ids))
      .groupBy(battles.status);
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { finished: of('finished'), dissolved: of('dissolved') };
  }

  it(
    'settles or refunds every stake once and bags every drop once, killed mid-battle and mid-dissolve',
    async () => {
      const db = database.db;
      const schedule = battleJobsToSchedule(loadConfig({}));
      const boxId = await cheapestBattleBoxId(db);
      // Everything happened over an hour ago, so every round and every dissolve is due at once;
      // room i's moments are 10 s after room i - 1's, so the runner interleaves rounds of several
      // battles with dissolves, as a live server does.
      const past = (i: number) => new Date(Date.now() - 3_600_000 + i * 10_000);
      const dissolveAfterMs = 15 * 60_000;
      const runningIds: number[] = [];
      const waitingIds: number[] = [];
      const payers = new Map<number, number[]>();
      for (let i = 0; i < RUNNING; i += 1) {
        const creator = await player();
        const battleId = await createBattle(
          db,
          schedule,
          creator,
          { boxes: [{ boxId, count: ROUNDS }], seats: SEATS, mode: i % 2 ? 'clown' : 'classic' },
          { now: past(i) },
        );
        const seated = [creator];
        // Every third room is filled by bots after one joiner; the rest by players.
        for (let seat = 2; seat <= SEATS; seat += 1) {
          if (i % 3 === 0 && seat > 2) break;
          const joiner = await player();
          await joinBattle(db, schedule, joiner, { battleId, seat }, past(i));
          seated.push(joiner);
        }
        if (i % 3 === 0) await fillWithBots(db, schedule, creator, { battleId }, past(i));
        runningIds.push(battleId);
        payers.set(battleId, seated);
      }
      for (let i = 0; i < WAITING; i += 1) {
        const creator = await player();
        const joiner = await player();
        const battleId = await createBattle(
          db,
          schedule,
          creator,
          { boxes: [{ boxId, count: 2 }], seats: 3, mode: 'classic' },
          // Due 5 s after battle i starts.
          { now: new Date(past(i).getTime() + 5_000 - dissolveAfterMs), dissolveAfterMs },
        );
        await joinBattle(
          db,
          schedule,
          joiner,
          { battleId, seat: 3 },
          new Date(past(i).getTime() - dissolveAfterMs + 6_000),
        );
        waitingIds.push(battleId);
        payers.set(battleId, [creator, joiner]);
      }
      const all = [...runningIds, ...waitingIds];

      const first = await startServerProcess(database.url ?? '', { JOB_POLL_MS: '50' });
      started.push(first);
      await until(
        async () => {
          const { finished, dissolved } = await progress(all);
          return finished >= 2 && dissolved >= 2;
        },
        120_000,
        5,
      );
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const atKill = await progress(all);
      const [midway] = await db
        .select({ n: sql<number>`count(DISTINCT ${jobs.payload}->>'battleId')::int` })
        .from(jobs)
        .innerJoin(battles, sql`${battles.id} = (${jobs.payload}->>'battleId')::bigint`)
        .where(
          and(
            eq(jobs.kind, 'battle.round'),
            eq(jobs.status, 'done'),
            eq(battles.status, 'running'),
          ),
        );
      console.log(
        `kill -9 after ${atKill.finished} of ${RUNNING} battles settled (${midway?.n} more part-played) and ${atKill.dissolved} of ${WAITING} rooms dissolved`,
      );
      expect(midway?.n).toBeGreaterThan(0);
      expect(atKill.finished).toBeLessThan(RUNNING);
      expect(atKill.dissolved).toBeLessThan(WAITING);

      const second = await startServerProcess(database.url ?? '', { JOB_POLL_MS: '50' });
      started.push(second);
      await until(
        async () => {
          const { finished, dissolved } = await progress(all);
          return finished === RUNNING && dissolved === WAITING;
        },
        120_000,
        100,
      );
      await second.stop();

      // Every battle job ran to its end once; none is left failed or pending.
      const battleJobs = await db
        .select({ status: jobs.status, n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.kind} LIKE 'battle.%'`)
        .groupBy(jobs.status);
      expect(battleJobs).toEqual([{ status: 'done', n: battleJobs[0]?.n }]);

      // Balance = Σ ledger for everyone, escrow and house included.
      expect(await findLedgerMismatches(db)).toEqual([]);

      // Every stake left escrow once: settled in a finished battle, refunded in a dissolved room.
      const roomStakes = await db
        .select({
          id: stakes.id,
          status: stakes.status,
          battleId: battleSeats.battleId,
          refunds: sql<number>`(SELECT count(*)::int FROM ${ledger} l
                                 WHERE l.stake_id = ${stakes.id} AND l.kind = 'stake.refund')`,
        })
        .from(stakes)
        .innerJoin(battleSeats, eq(battleSeats.stakeId, stakes.id))
        .where(inArray(battleSeats.battleId, all));
      const payerCount = [...payers.values()].reduce((n, list) => n + list.length, 0);
      expect(roomStakes).toHaveLength(payerCount);
      for (const stake of roomStakes) {
        const running = runningIds.includes(stake.battleId);
        expect(stake).toMatchObject(
          running ? { status: 'settled', refunds: 0 } : { status: 'refunded', refunds: 1 },
        );
      }
      for (const battleId of waitingIds) {
        for (const userId of payers.get(battleId) ?? []) {
          expect(await getBalanceCents(db, userId, 'amount')).toBe(START_CENTS);
        }
      }

      // Every drop went to exactly one seat; a player's take is in exactly one bag entry of theirs.
      const drops = await db
        .select({
          battleId: battleDrops.battleId,
          takenBySeat: battleDrops.takenBySeat,
          bagItemId: battleDrops.bagItemId,
          takerIsBot: battleSeats.isBot,
          takerId: battleSeats.userId,
          bagOwner: bagItems.userId,
        })
        .from(battleDrops)
        .leftJoin(
          battleSeats,
          and(
            eq(battleSeats.battleId, battleDrops.battleId),
            eq(battleSeats.seat, battleDrops.takenBySeat),
          ),
        )
        .leftJoin(bagItems, eq(bagItems.id, battleDrops.bagItemId))
        .where(inArray(battleDrops.battleId, runningIds));
      expect(drops).toHaveLength(RUNNING * SEATS * ROUNDS);
      for (const drop of drops) {
        expect(drop.takenBySeat).not.toBeNull();
        if (drop.takerIsBot) expect(drop.bagItemId).toBeNull();
        else expect(drop.bagOwner).toBe(drop.takerId);
      }
      const bagged = drops.flatMap((d) => (d.bagItemId === null ? [] : [d.bagItemId]));
      expect(new Set(bagged).size).toBe(bagged.length);
      const [battleBag] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bagItems)
        .where(eq(bagItems.source, 'battle'));
      expect(battleBag?.n).toBe(bagged.length);
      expect(await findMisplacedItems(db)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
