import { sql } from 'drizzle-orm';
import type { Executor } from '../money/ledger';
import { rowsOf } from '../db/rows';

export interface LedgerMismatch {
  userId: number;
  currency: string;
  balance: string;
  ledgerSum: string;
}

/**
 * DESIGN section 2's invariant: for each user and currency, balance = sum of ledger rows. Returns
 * every pair that breaks it (an empty list when the books balance). Used by tests after each case.
 */
export async function findLedgerMismatches(db: Executor): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    SELECT coalesce(b.user_id, l.user_id) AS "userId",
           coalesce(b.currency, l.currency) AS currency,
           coalesce(b.cents, 0)::text AS balance,
           coalesce(l.total, 0)::text AS "ledgerSum"
    FROM balances b
    FULL JOIN (SELECT user_id, currency, sum(cents) AS total FROM ledger GROUP BY user_id, currency) l
      ON l.user_id = b.user_id AND l.currency = b.currency
    WHERE coalesce(b.cents, 0) <> coalesce(l.total, 0)`);
  return rowsOf<LedgerMismatch>(result);
}
