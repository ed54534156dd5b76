import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashBets, ledger, stakes } from '../db/schema';
import type { AppError } from '../http/errors';
import { saltedCrashChain } from '../testing/crashChain';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalanceCents } from '../money/ledger';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import {
  cashOutReachedTargets,
  escapeRound,
  openNextRound,
  placeBet,
  settleCrashedRound,
} from './actions';
import { loadCrashConfig } from './config';
import { latestRound } from './queries';
import { grantTestCoins } from '../testing/testGrant';

const ATTEMPTS = 50;
const config = loadCrashConfig({});
// Round 1 of this chain crashes at 2.56x (testing/crashChain.ts).
const SEED = 'crash-test-1';
const T0 = Date.parse('2026-11-24T12:00:00Z');
const startsAt = T0 + config.bettingMs;

/** Races need real PostgreSQL: each attempt is a transaction on a connection of its own. */
describe('crash cash-outs racing on PostgreSQL', () => {
  let database: TestDatabase;
  let nextUser = 100;
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    await saltedCrashChain(database.db, { rounds: 10, seed: SEED });
    await openNextRound(database.db, config, T0);
  });
  afterAll(() => database.dispose());

  async function bettor(autoCashOut: number | null) {
    const userId = (nextUser += 1);
    await grantTestCoins(database.db, userId, 10_000n, 'race');
    await placeBet(database.db, config, { userId, stakeCents: 1000n, autoCashOut, now: T0 + 1000 });
    return userId;
  }

  const refusals = (outcomes: PromiseSettledResult<unknown>[]) =>
    outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as AppError).key] : []));

  it('refuses bets once the window has closed', async () => {
    const userId = (nextUser += 1);
    await grantTestCoins(database.db, userId, 10_000n, 'late');
    const late = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        placeBet(database.db, config, {
          userId,
          stakeCents: 1000n,
          autoCashOut: null,
          now: startsAt,
        }),
      ),
    );
    expect(refusals(late)).toEqual(Array(10).fill('errors.crashBettingClosed'));
    expect(await getBalanceCents(database.db, userId, 'amount')).toBe(10_000n);
  });

  it('takes one bet of a player who sends 50 at once', async () => {
    const userId = (nextUser += 1);
    await grantTestCoins(database.db, userId, 10_000n, 'many');
    const outcomes = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, () =>
        placeBet(database.db, config, {
          userId,
          stakeCents: 1000n,
          autoCashOut: null,
          now: T0 + 2000,
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(new Set(refusals(outcomes))).toEqual(new Set(['errors.crashAlreadyBet']));
    expect(await getBalanceCents(database.db, userId, 'amount')).toBe(9_000n);
  });

  it('pays 50 cash-outs of one player in one tick once, also racing the loop', async () => {
    const manual = await bettor(null);
    // Its 1.20x target is reached at the same instant: the loop races the player's requests.
    const automatic = await bettor(120);
    const now = startsAt + 5000; // 1.34x
    const round = await latestRound(database.db);
    if (!round) throw new Error('no round');
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: ATTEMPTS }, () =>
        escapeRound(database.db, config, { userId: manual, now }),
      ),
      ...Array.from({ length: ATTEMPTS }, () =>
        escapeRound(database.db, config, { userId: automatic, now }),
      ),
      ...Array.from({ length: 5 }, () => cashOutReachedTargets(database.db, config, round, 134)),
    ]);
    const escapes = outcomes.slice(0, 2 * ATTEMPTS);
    const paid = escapes.filter((o) => o.status === 'fulfilled');
    expect(paid).toHaveLength(2);
    expect(new Set(refusals(escapes))).toEqual(new Set(['errors.crashAlreadySettled']));
    expect(await getBalanceCents(database.db, manual, 'amount')).toBe(10_340n);
    // Whoever won the race, the automatic bet was paid once, at 1.34x or at its 1.20x target.
    expect([10_340n, 10_200n]).toContain(await getBalanceCents(database.db, automatic, 'amount'));
    for (const userId of [manual, automatic]) {
      const rows = await database.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, userId), eq(ledger.kind, 'crash.cashout')));
      expect(rows).toHaveLength(1);
    }
  });

  it('pays 200 targets reached at one tick once each, at its own target, racing a second loop', async () => {
    const targets = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 110 : 120));
    const bettors = [];
    for (const target of targets) bettors.push(await bettor(target));
    const round = await latestRound(database.db);
    if (!round) throw new Error('no round');
    const [first, second] = await Promise.all([
      cashOutReachedTargets(database.db, config, round, 134),
      cashOutReachedTargets(database.db, config, round, 134),
    ]);
    const paidUsers = [...(first ?? []), ...(second ?? [])].map((bet) => bet.userId);
    expect(paidUsers.sort()).toEqual([...bettors].sort());
    for (const [i, userId] of bettors.entries()) {
      // 10.00 granted, 1.00 staked, paid back at 1.10x or 1.20x.
      const expected = targets[i] === 110 ? 10_100n : 10_200n;
      expect(await getBalanceCents(database.db, userId, 'amount')).toBe(expected);
      const [bet] = await database.db.select().from(crashBets).where(eq(crashBets.userId, userId));
      expect(bet).toMatchObject({ status: 'cashed', cashedOutAt: targets[i] });
    }
    const stakesOfBets = await database.db
      .select({ status: stakes.status })
      .from(stakes)
      .innerJoin(crashBets, eq(crashBets.stakeId, stakes.id))
      .where(eq(crashBets.status, 'cashed'));
    expect(new Set(stakesOfBets.map((s) => s.status))).toEqual(new Set(['settled']));
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it('settles the round once when the loop runs it from two places', async () => {
    const rider = await bettor(null);
    const [bet] = await database.db.select().from(crashBets).where(eq(crashBets.userId, rider));
    const round = await latestRound(database.db);
    if (!round) throw new Error('no round');
    const settled = await Promise.all(
      Array.from({ length: 10 }, () => settleCrashedRound(database.db, config, round)),
    );
    expect(settled.filter((s) => s !== null)).toHaveLength(1);
    expect(await getBalanceCents(database.db, rider, 'amount')).toBe(9_000n);
    const [stake] = await database.db
      .select()
      .from(stakes)
      .where(eq(stakes.id, bet?.stakeId ?? 0));
    expect(stake?.status).toBe('settled');
    const held = await database.db.select().from(stakes).where(eq(stakes.status, 'held'));
    expect(held).toEqual([]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });
});
