import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockActiveSeedPair } from '../fairness/seedPairs';
import { playerLimits } from '../db/schema';
import { creditRecharge } from '../recharge/credit';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { testClock } from '../testing/testClock';
import { timedBoxJobs } from './jobs';
import { rowsOf } from '../db/rows';

const JOINED = 12;
const WAIT_MS = 60_000;

async function until(
  what: string,
  check: () => Promise<boolean>,
  describeState: () => Promise<unknown>,
) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) {
      // A full run failed here once and passed alone: what the jobs table held tells why.
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await describeState())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * GAMES.md section 0: "a restart loses none, and two processes never run one twice". A server
 * process is killed (SIGKILL) in the middle of a timed box's draw, after it rolled for some
 * joined players and while one player's roll waits on a lock; the next process rolls for the
 * players left, and every joined player ends with exactly one roll, but the one in a cool-off,
 * whose roll waits for the pause without holding up the others.
 */
describe('a timed-box draw across a killed server process', () => {
  let database: TestDatabase;
  let blocker: pg.Client;
  const running: RunningServer[] = [];
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
  });
  afterAll(async () => {
    // The held seed pair first: a server stopping mid-draw waits on it.
    await blocker.end();
    for (const server of running) await server.stop();
    await database.dispose();
  });

  const drawJobs = async () =>
    rowsOf<unknown>(
      await database.db.execute(
        sql`select kind, key, status, attempts, note, last_error, due_at from jobs where kind like 'timebox.%'`,
      ),
    );

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string }>(await database.db.execute(query))[0]?.n ?? 0);

  it('rolls once per joined player after a kill -9 mid-draw', async () => {
    const first = await startServerProcess(database.url ?? '', { JOB_POLL_MS: '100' });
    running.push(first);
    const hour = testClock.period('hour', new Date(Date.now() - 3 * 3_600_000));
    const players: number[] = [];
    for (let i = 0; i < JOINED; i++) {
      const { userId } = await createTestUser(database);
      await database.db.transaction(async (tx) => {
        await creditRecharge(tx, userId, 10_000n, 0n, 'recharge.card', `card:k${userId}`);
        await lockActiveSeedPair(tx, userId);
      });
      players.push(userId);
    }
    // A joined player in a cool-off: their roll waits for the pause and holds up nobody.
    const { userId: pausedId } = await createTestUser(database);
    await database.db.transaction(async (tx) => {
      await creditRecharge(tx, pausedId, 10_000n, 0n, 'recharge.card', `card:k${pausedId}`);
      await tx.insert(playerLimits).values({
        userId: pausedId,
        pausedUntil: new Date(Date.now() + 86_400_000),
        pauseKind: 'coolOff',
      });
    });
    await database.db.execute(
      sql`update ledger set created_at = ${hour.start.toISOString()} where kind = 'recharge.card'`,
    );
    // One joined player's seed pair is held, so the draw stops at that player, mid-transaction.
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM seed_pairs WHERE user_id = $1 FOR UPDATE', [
      players[JOINED - 1],
    ]);
    await timedBoxJobs(testClock).draw.schedule(database.db, 'hour', hour.start);
    await until(
      'the held player’s roll to wait on the seed pair',
      async () => {
        const { rows } = await blocker.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return (rows[0]?.n ?? 0) > 0;
      },
      drawJobs,
    );

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    await blocker.query('ROLLBACK');

    const second = await startServerProcess(database.url ?? '', { JOB_POLL_MS: '100' });
    running.push(second);
    const heldPausedRolls = () =>
      count(sql`select count(*) as n from jobs where kind = 'timebox.drawPlayer'
        and key = ${`hour:${hour.key}:${pausedId}`} and status = 'pending'
        and note like 'held: play is paused until %'`);
    // Both conditions: the paused player's roll may still be in its first run (note not yet
    // written) when the others are done, as a CI run found.
    await until(
      'the draw to finish and the paused player’s roll to be held',
      async () =>
        (await count(sql`select count(*) as n from jobs where kind = 'timebox.drawPlayer'
        and key like ${`hour:${hour.key}:%`} and status = 'done'`)) === JOINED &&
        (await heldPausedRolls()) === 1,
      drawJobs,
    );
    expect(
      await count(sql`select count(*) as n from timed_box_draws where period = ${hour.key}`),
    ).toBe(JOINED);
    expect(
      await count(sql`select count(distinct user_id) as n from timed_box_draws
        where period = ${hour.key}`),
    ).toBe(JOINED);
    expect(await count(sql`select count(*) as n from rolls where game = 'timebox'`)).toBe(JOINED);
    expect(await count(sql`select count(*) as n from bag_items where source = 'timebox'`)).toBe(
      JOINED,
    );
    // The chain goes on: the next hour's draw is scheduled once.
    expect(
      await count(sql`select count(*) as n from jobs where kind = 'timebox.draw'
        and key = ${`hour:${testClock.period('hour', hour.end).key}`}`),
    ).toBe(1);
  }, 240_000);
});
