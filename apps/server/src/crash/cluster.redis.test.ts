import { SocketCid, type GameMessage } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashRounds, stakes } from '../db/schema';
import { saltedCrashChain } from '../testing/crashChain';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalanceCents } from '../money/ledger';
import { TestSocket } from '../testing/socketClient';
import { startServerProcess, type RunningServer } from '../testing/startServerProcess';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { grantTestCoins } from '../testing/testGrant';
import { until } from '../testing/until';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ENV = {
  REDIS_URL,
  CRASH_BETTING_SECONDS: '5',
  CRASH_PAUSE_SECONDS: '1',
  CRASH_TICK_MS: '100',
};
/** Round 1 of this chain crashes at 2.56x, 15.7 s into its curve (testing/crashChain.ts). */
const SEED = 'crash-test-1';

function crashEvents(socket: TestSocket, event: string) {
  return socket.received
    .filter((frame) => frame.cid === SocketCid.gameMessage)
    .map((frame) => frame.data as GameMessage)
    .filter((message) => message.game === 'crash' && message.event === event);
}

/** Two server processes on one PostgreSQL database and one Redis, as a cluster runs crash. */
describe('crash in a cluster', () => {
  let database: TestDatabase;
  const started: RunningServer[] = [];
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    await saltedCrashChain(database.db, { rounds: 10, seed: SEED });
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database.dispose();
  });

  async function player() {
    const user = await createTestUser(database);
    await grantTestCoins(database.db, user.userId, 10_000n, 'cluster');
    return user;
  }
  const call = (server: RunningServer, token: string, path: string, body: unknown = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ code: number; data: unknown }>);

  it('runs one loop, both processes relay it, and a follower that takes over settles once', async () => {
    const servers = await Promise.all([
      startServerProcess(database.url ?? '', ENV),
      startServerProcess(database.url ?? '', ENV),
    ]);
    started.push(...servers);
    const [first, second] = servers;
    if (!first || !second) throw new Error('two processes');
    await Promise.race([first.leadership(true), second.leadership(true)]);
    const [leader, follower] = first.isLeader() ? [first, second] : [second, first];
    const sockets = await Promise.all([TestSocket.open(leader.url), TestSocket.open(follower.url)]);
    for (const socket of sockets) {
      socket.send(SocketCid.enterGame, { game: 'crash' });
      await socket.next(SocketCid.enterGame);
    }

    const round = await until(async () => {
      const [row] = await database.db.select().from(crashRounds).where(eq(crashRounds.position, 1));
      return row;
    }, 20_000);
    const escaper = await player();
    const rider = await player();
    expect(await call(follower, escaper.token, '/api/crash/bet', { stake: '10.00' })).toMatchObject(
      { code: 0 },
    );
    expect(await call(leader, rider.token, '/api/crash/bet', { stake: '10.00' })).toMatchObject({
      code: 0,
    });

    // Both processes' sockets see the leader's ticks.
    for (const socket of sockets) {
      await socket.next(
        SocketCid.gameMessage,
        (data) => (data as GameMessage).event === 'crash.tick',
        15_000,
      );
    }
    const escaped = (await call(follower, escaper.token, '/api/crash/escape')) as {
      code: number;
      data: { multiplier: number; payout: string };
    };
    expect(escaped.code).toBe(0);

    leader.child.kill('SIGKILL');
    await follower.leadership(true);
    const settled = await until(async () => {
      const [row] = await database.db
        .select()
        .from(crashRounds)
        .where(eq(crashRounds.id, round.id));
      return row?.status === 'settled' ? row : null;
    }, 30_000);
    expect(settled.crashPoint).toBe(256);
    const survivor = sockets[1];
    if (!survivor) throw new Error('no socket');
    await survivor.next(
      SocketCid.gameMessage,
      (data) => (data as GameMessage).event === 'crash.crash',
      5000,
    );
    // next() took that one; after a round trip no second crash of the round has come.
    await survivor.roundTrip();
    expect(crashEvents(survivor, 'crash.crash')).toEqual([]);

    const payoutCents = BigInt(escaped.data.payout.replace('.', ''));
    expect(await getBalanceCents(database.db, escaper.userId, 'amount')).toBe(
      10_000n - 1000n + payoutCents,
    );
    expect(await getBalanceCents(database.db, rider.userId, 'amount')).toBe(9_000n);
    expect(await database.db.select().from(stakes).where(eq(stakes.status, 'held'))).toEqual([]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    for (const socket of sockets) socket.close();
  }, 180_000);
});
