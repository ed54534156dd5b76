import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, stakes } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { credit, getBalanceCents } from './ledger';
import { placeStake, refundStake, settleStake } from './stakes';
import { grantTestCoins } from '../testing/testGrant';

describe('stakes', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  async function playerWith(userId: number, cents: bigint) {
    await grantTestCoins(database.db, userId, cents, 'stakes');
  }
  const stake = (userId: number, reference: string, cents = 300n) =>
    database.db.transaction((tx) =>
      placeStake(tx, { userId, currency: 'amount', cents, game: 'battle', reference }),
    );

  it('moves a stake into escrow and refunds it once, naming the stake', async () => {
    await playerWith(1, 1000n);
    const id = await stake(1, 'room:1:seat:1');
    expect(await getBalanceCents(database.db, 1, 'amount')).toBe(700n);
    expect(await database.db.transaction((tx) => refundStake(tx, id))).toBe(1000n);
    await expect(database.db.transaction((tx) => refundStake(tx, id))).rejects.toMatchObject({
      status: 409,
      key: 'errors.stakeSettled',
    });
    const rows = await database.db.select().from(ledger).where(eq(ledger.stakeId, id));
    expect(rows.map((r) => [r.kind, r.account, r.cents])).toEqual([
      ['stake.place', 'escrow', -300n],
      ['stake.refund', 'escrow', 300n],
    ]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  it('refuses a stake beyond the balance and writes nothing', async () => {
    await playerWith(2, 100n);
    await expect(stake(2, 'room:2:seat:1')).rejects.toMatchObject({
      key: 'errors.insufficientBalance',
    });
    const written = await database.db.select().from(stakes).where(eq(stakes.userId, 2));
    expect(written).toEqual([]);
  });

  it('does not refund a settled stake, nor settle a refunded one', async () => {
    await playerWith(3, 1000n);
    const settled = await stake(3, 'room:3:seat:1');
    const refunded = await stake(3, 'room:3:seat:2');
    await database.db.transaction((tx) => settleStake(tx, settled));
    await database.db.transaction((tx) => refundStake(tx, refunded));
    await expect(database.db.transaction((tx) => refundStake(tx, settled))).rejects.toMatchObject({
      key: 'errors.stakeSettled',
    });
    await expect(database.db.transaction((tx) => settleStake(tx, refunded))).rejects.toMatchObject({
      key: 'errors.stakeSettled',
    });
    expect(await getBalanceCents(database.db, 3, 'amount')).toBe(700n);
  });

  it('keeps one stake per game and reference', async () => {
    await playerWith(4, 1000n);
    await stake(4, 'room:4:seat:1');
    await expect(stake(4, 'room:4:seat:1')).rejects.toThrow();
    expect(await getBalanceCents(database.db, 4, 'amount')).toBe(700n);
  });

  it('refuses a second refund row for a stake in the database itself', async () => {
    await playerWith(5, 1000n);
    const id = await stake(5, 'room:5:seat:1');
    await database.db.transaction((tx) => refundStake(tx, id));
    // Code that bypassed the stake's status would still meet the unique index.
    await expect(
      credit(database.db, {
        userId: 5,
        currency: 'amount',
        cents: 300n,
        kind: 'stake.refund',
        reference: `stake:${id}`,
        account: 'escrow',
        stakeId: id,
      }),
    ).rejects.toThrow();
    const refunds = await database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.stakeId, id), eq(ledger.kind, 'stake.refund')));
    expect(refunds).toHaveLength(1);
  });
});
