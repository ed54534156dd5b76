import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, stakes } from '../db/schema';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalanceCents } from './ledger';
import { placeStake, refundStake } from './stakes';
import { grantTestCoins } from '../testing/testGrant';

const ATTEMPTS = 50;

/** Races need real PostgreSQL: each attempt is a transaction on a connection of its own. */
describe('refunding one stake from 50 places at once', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openPostgresTestDatabase();
  });
  afterAll(() => database.dispose());

  it('refunds it exactly once', async () => {
    const userId = 7;
    await grantTestCoins(database.db, userId, 1000n, 'race');
    const stakeId = await database.db.transaction((tx) =>
      placeStake(tx, { userId, currency: 'amount', cents: 400n, game: 'battle', reference: 'r:1' }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, () =>
        database.db.transaction((tx) => refundStake(tx, stakeId)),
      ),
    );
    const refunded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refunded).toHaveLength(1);
    expect(refused).toHaveLength(ATTEMPTS - 1);
    for (const refusal of refused) {
      expect(refusal.reason).toMatchObject({ status: 409, key: 'errors.stakeSettled' });
    }
    expect(await getBalanceCents(database.db, userId, 'amount')).toBe(1000n);
    const refunds = await database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.stakeId, stakeId), eq(ledger.kind, 'stake.refund')));
    expect(refunds).toHaveLength(1);
    const [stake] = await database.db.select().from(stakes).where(eq(stakes.id, stakeId));
    expect(stake?.status).toBe('refunded');
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });
});
