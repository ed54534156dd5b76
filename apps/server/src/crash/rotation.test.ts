import { CRASH_CHAIN_VECTOR, CRASH_POINT_VECTORS, CRASH_SALT } from '@skinbox/fairness';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crashChains } from '../db/schema';
import { createLocalHub } from '../socket/localHub';
import { SocketRegistry } from '../socket/registry';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { openNextRound, settleCrashedRound } from './actions';
import { loadCrashConfig } from './config';
import { stepCrashLoop } from './loop';
import { latestRound } from './queries';
import {
  commitCrashChain,
  DEMO_CHAIN_ROUNDS,
  DEMO_SALT_SOURCE,
  setCrashChainSalt,
} from './rotation';

/**
 * The rotation and the loop's choice of chain on the fairness vectors of packages/fairness: the
 * chain of CRASH_CHAIN_VECTOR's seed, salted with CRASH_SALT, plays exactly the vectors' crash points.
 */
describe('crash chain rotation', () => {
  let database: TestDatabase;
  const config = loadCrashConfig({});
  const now = Date.parse('2026-12-02T10:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  /** Opens the next round and settles it at once, as if it had crashed. */
  async function play() {
    const round = await openNextRound(database.db, config, now);
    if (round) await settleCrashedRound(database.db, config, round);
    return round;
  }

  it('plays the salted vectors: the server agrees with packages/fairness and the browser', async () => {
    const [, second, third, terminal] = CRASH_CHAIN_VECTOR.chain;
    const chain = await commitCrashChain(
      database.db,
      { rounds: 3, saltSource: 'the vectors’ block hash' },
      CRASH_CHAIN_VECTOR.seed,
    );
    expect(chain.terminalHash).toBe(terminal);
    expect(await play()).toBeNull();
    await setCrashChainSalt(database.db, { chainId: chain.chainId, salt: CRASH_SALT });
    const expected = (gameHash: string) =>
      CRASH_POINT_VECTORS.find(
        (v) => v.gameHash === gameHash && v.salt === CRASH_SALT && v.houseEdge === 0.01,
      )?.point;
    expect(await play()).toMatchObject({
      position: 1,
      hash: third,
      commitment: terminal,
      crashPoint: expected(third),
    });
    expect(await play()).toMatchObject({ position: 2, hash: second, crashPoint: expected(second) });
  });

  it('moves to a newer chain at the next round, only once that chain is salted', async () => {
    const newer = await commitCrashChain(database.db, { rounds: 5, saltSource: 'a later block' });
    expect(await play()).toMatchObject({ position: 3 });
    // The first chain is used up and the newer one waits for its salt: no round.
    expect(await play()).toBeNull();
    await setCrashChainSalt(database.db, { chainId: newer.chainId, salt: 'later-block-hash' });
    expect(await play()).toMatchObject({
      chainId: newer.chainId,
      position: 1,
      commitment: newer.terminalHash,
    });
    // A chain salted while another still has rounds takes over from the next round.
    const newest = await commitCrashChain(database.db, { rounds: 2, saltSource: 'the next block' });
    expect(await play()).toMatchObject({ chainId: newer.chainId, position: 2 });
    await setCrashChainSalt(database.db, { chainId: newest.chainId, salt: 'next-block-hash' });
    expect(await play()).toMatchObject({ chainId: newest.chainId, position: 1 });
  });
});

/** The embedded demonstration has no operator to salt a chain: its loop salts one, and says so. */
describe('the crash loop without a playable chain', () => {
  let database: TestDatabase;
  const hub = createLocalHub(new SocketRegistry());
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.dispose());

  const chains = () => database.db.select().from(crashChains);

  it('waits for an operator on a deployment (PostgreSQL)', async () => {
    const config = loadCrashConfig({ DATABASE_URL: 'postgres://deployment/db' });
    expect(config.demoChain).toBe(false);
    await stepCrashLoop({ db: database.db, hub, config }, Date.now());
    expect(await chains()).toEqual([]);
    expect(await latestRound(database.db)).toBeNull();
  });

  it('commits and salts a demonstration chain of its own on the embedded database', async () => {
    const config = loadCrashConfig({});
    expect(config.demoChain).toBe(true);
    await stepCrashLoop({ db: database.db, hub, config }, Date.now());
    const [chain] = await chains();
    expect(chain).toMatchObject({ length: DEMO_CHAIN_ROUNDS, saltSource: DEMO_SALT_SOURCE });
    expect(chain?.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await latestRound(database.db)).toMatchObject({ chainId: chain?.id, position: 1 });
    // CRASH_DEMO_CHAIN says otherwise wherever it is set.
    expect(
      loadCrashConfig({ DATABASE_URL: 'postgres://x/y', CRASH_DEMO_CHAIN: '1' }).demoChain,
    ).toBe(true);
  });
});
