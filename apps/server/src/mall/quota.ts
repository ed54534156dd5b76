import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, ledger } from '../db/schema';
import { exchangeQuotaCents } from './rules/quota';

/** Ledger kinds that count as box-opening turnover. */
export const TURNOVER_KINDS = ['box.open'];
export const MALL_KIND = 'mall.buy';

/** The player's gold-coin exchange quota, from the ledger. Pass `lock` inside a purchase. */
export async function exchangeQuota(db: Db, userId: number, lock = false) {
  const balanceQuery = db
    .select({ cents: balances.cents })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, 'amount')));
  const [balance] = lock ? await balanceQuery.for('update') : await balanceQuery;
  const [sums] = await db
    .select({
      turnover: sql<string>`coalesce(-sum(${ledger.cents}) filter (where ${inArray(ledger.kind, TURNOVER_KINDS)}), 0)::text`,
      spent: sql<string>`coalesce(-sum(${ledger.cents}) filter (where ${ledger.kind} = ${MALL_KIND}), 0)::text`,
    })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.currency, 'amount')));
  const balanceCents = balance?.cents ?? 0n;
  return {
    balanceCents,
    quotaCents: exchangeQuotaCents(
      balanceCents,
      BigInt(sums?.turnover ?? '0'),
      BigInt(sums?.spent ?? '0'),
    ),
  };
}
