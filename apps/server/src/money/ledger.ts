import { centsToMoney, type MoneyString } from '@skinbox/api';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, ledger, type Currency, type SystemAccount } from '../db/schema/money';
import { AppError } from '../http/errors';

/** A database handle or an open transaction: callers own the transaction (DESIGN section 2). */
export type Executor = Db;

export interface Movement {
  userId: number;
  currency: Currency;
  /** Positive integer cents. */
  cents: bigint;
  /** What happened, e.g. 'box.open'. */
  kind: string;
  /** What it belongs to, e.g. 'open:42'. */
  reference: string;
  /** The system account on the other side; 'house' unless said otherwise. */
  account?: SystemAccount;
}

function assertPositive(cents: bigint) {
  if (cents <= 0n) throw new Error(`a movement needs positive cents, got ${cents}`);
}

/** Adds to a balance and writes the ledger row, in the caller's transaction. */
export async function credit(tx: Executor, movement: Movement): Promise<bigint> {
  assertPositive(movement.cents);
  const { userId, currency, cents, kind, reference, account = 'house' } = movement;
  const [row] = await tx
    .insert(balances)
    .values({ userId, currency, cents })
    .onConflictDoUpdate({
      target: [balances.userId, balances.currency],
      set: { cents: sql`${balances.cents} + ${cents}` },
    })
    .returning({ cents: balances.cents });
  if (!row) throw new Error('the balance upsert returned no row');
  await tx.insert(ledger).values({ userId, currency, cents, account, kind, reference });
  return row.cents;
}

/**
 * Takes from a balance with one conditional update that cannot go below zero, so concurrent
 * debits serialise on the row and the loser is refused (409 errors.insufficientBalance).
 */
export async function debit(tx: Executor, movement: Movement): Promise<bigint> {
  assertPositive(movement.cents);
  const { userId, currency, cents, kind, reference, account = 'house' } = movement;
  const rows = await tx
    .update(balances)
    .set({ cents: sql`${balances.cents} - ${cents}` })
    .where(
      and(eq(balances.userId, userId), eq(balances.currency, currency), gte(balances.cents, cents)),
    )
    .returning({ cents: balances.cents });
  const [row] = rows;
  if (!row) throw new AppError(409, 'errors.insufficientBalance');
  await tx.insert(ledger).values({ userId, currency, cents: -cents, account, kind, reference });
  return row.cents;
}

export async function getBalanceCents(
  db: Executor,
  userId: number,
  currency: Currency,
): Promise<bigint> {
  const [row] = await db
    .select({ cents: balances.cents })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, currency)));
  return row?.cents ?? 0n;
}

export type Balances = Record<Currency, MoneyString>;

/** The three balances as wire strings ("12.30"); a currency never touched is "0.00". */
export async function getBalances(db: Executor, userId: number): Promise<Balances> {
  const rows = await db
    .select({ currency: balances.currency, cents: balances.cents })
    .from(balances)
    .where(eq(balances.userId, userId));
  const result: Balances = { amount: '0.00', ammon: '0.00', point: '0.00' };
  for (const row of rows) result[row.currency] = centsToMoney(row.cents);
  return result;
}
