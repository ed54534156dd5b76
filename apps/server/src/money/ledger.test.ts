import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { ledger } from '../db/schema/money';
import { credit, creditMany, debit, getBalanceCents, getBalances } from './ledger';

describe('the ledger', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const movement = { currency: 'amount' as const, kind: 'test', reference: 'test:1' };

  it('credits a new balance and reads it back as a wire string', async () => {
    await credit(database.db, { ...movement, userId: 1, cents: 1230n, account: 'mint' });
    expect(await getBalances(database.db, 1)).toEqual({
      amount: '12.30',
      ammon: '0.00',
      point: '0.00',
    });
  });

  it('debits down to exactly zero', async () => {
    await credit(database.db, { ...movement, userId: 2, cents: 500n });
    expect(await debit(database.db, { ...movement, userId: 2, cents: 500n })).toBe(0n);
  });

  it('refuses a debit beyond the balance with 409 insufficientBalance and changes nothing', async () => {
    await credit(database.db, { ...movement, userId: 3, cents: 100n });
    const refusal = await debit(database.db, { ...movement, userId: 3, cents: 101n }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 409, key: 'errors.insufficientBalance' });
    expect(await getBalanceCents(database.db, 3, 'amount')).toBe(100n);
  });

  it('refuses a debit from a user who never had that currency', async () => {
    await expect(
      debit(database.db, { ...movement, userId: 4, currency: 'point', cents: 1n }),
    ).rejects.toMatchObject({ key: 'errors.insufficientBalance' });
  });

  it('rolls the balance back with the transaction that failed after the debit', async () => {
    await credit(database.db, { ...movement, userId: 5, cents: 300n });
    await expect(
      database.db.transaction(async (tx) => {
        await debit(tx, { ...movement, userId: 5, cents: 200n });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await getBalanceCents(database.db, 5, 'amount')).toBe(300n);
  });

  it('rejects a zero or negative movement as a programming error', async () => {
    await expect(credit(database.db, { ...movement, userId: 6, cents: 0n })).rejects.toThrow(
      'positive',
    );
  });

  it('credits many movements in one call: a row each, a balance raised by its movements', async () => {
    await credit(database.db, { ...movement, userId: 7, cents: 100n });
    await creditMany(database.db, [
      { ...movement, userId: 7, cents: 1000n, kind: 'test.back', account: 'escrow' },
      { ...movement, userId: 7, cents: 250n, kind: 'test.win' },
      { ...movement, userId: 8, cents: 40n, kind: 'test.win' },
    ]);
    expect(await getBalanceCents(database.db, 7, 'amount')).toBe(1350n);
    expect(await getBalanceCents(database.db, 8, 'amount')).toBe(40n);
    const rows = await database.db.select().from(ledger).where(eq(ledger.userId, 7));
    expect(rows.map((row) => [row.kind, row.cents, row.account])).toEqual([
      ['test', 100n, 'house'],
      ['test.back', 1000n, 'escrow'],
      ['test.win', 250n, 'house'],
    ]);
  });

  it('refuses a batch with a zero movement before writing any of it', async () => {
    await expect(
      creditMany(database.db, [
        { ...movement, userId: 9, cents: 5n },
        { ...movement, userId: 9, cents: 0n },
      ]),
    ).rejects.toThrow('positive');
    expect(await getBalanceCents(database.db, 9, 'amount')).toBe(0n);
  });

  it('keeps balance = sum of ledger rows for every user and currency', async () => {
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });
});
