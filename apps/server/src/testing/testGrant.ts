import type { Currency } from '../db/schema/money';
import { credit, type Executor } from '../money/ledger';

/**
 * Gives a test player `cents` to play with: a ledger credit from the promotions account, kind
 * 'test.grant', so the books balance as they do for a real grant.
 */
export function grantTestCoins(
  db: Executor,
  userId: number,
  cents: bigint,
  reference = 'test',
  currency: Currency = 'amount',
): Promise<bigint> {
  return credit(db, {
    userId,
    currency,
    cents,
    kind: 'test.grant',
    reference,
    account: 'promotions',
  });
}
