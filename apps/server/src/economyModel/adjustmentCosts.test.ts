import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_OPERATOR } from '../platform/operator';
import { adjustBalance } from '../players/operatorActions';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { adjustmentCostReport } from './adjustmentCosts';

describe('operator adjustments in the economy report', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('counts what operators paid by hand in the last 30 days, takebacks aside', async () => {
    const one = await createTestUser(database);
    const two = await createTestUser(database);
    const adjust = (userId: number, amount: string) =>
      database.db.transaction((tx) =>
        adjustBalance(
          tx,
          { userId, currency: 'amount', amount, account: 'house', reason: 'test' },
          OPS_OPERATOR,
        ),
      );
    await adjust(one.userId, '3.00');
    await adjust(two.userId, '1.00');
    await adjust(two.userId, '-1.00');
    const [row] = await adjustmentCostReport(database.db, new Date());
    expect(row?.reward).toBe('operator adjustments (30 days: 4.00 to 2 players)');
    expect(row?.coinsPerPlayer).toBe(2);
    const [later] = await adjustmentCostReport(database.db, new Date(Date.now() + 31 * 86_400_000));
    expect(later?.coinsPerPlayer).toBe(0);
  });
});
