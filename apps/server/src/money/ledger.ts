import { centsToMoney, type MoneyString } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balances, ledger, type Currency, type SystemAccount } from '../db/schema/money';
import { AppError } from '../http/errors';
import { rowsOf } from '../db/rows';

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
  /** The stake the movement places or refunds (money/stakes.ts). */
  stakeId?: number;
}

function assertPositive(cents: bigint) {
  if (cents <= 0n) throw new Error(`a movement needs positive cents, got ${cents}`);
}

/** The new balance from a data-modifying statement that returns `cents` as text. */
function newBalance(result: unknown): bigint | undefined {
  const [row] = rowsOf<{ cents: string }>(result);
  return row ? BigInt(row.cents) : undefined;
}

/**
 * A credit of an amount that may come to nothing (a bonus, a reward, the sale of worthless items):
 * zero writes no row, as the ledger holds movements only and credit() refuses an empty one.
 */
export async function creditUnlessZero(tx: Executor, movement: Movement): Promise<void> {
  if (movement.cents > 0n) await credit(tx, movement);
}

/**
 * Adds to a balance and writes the ledger row, in the caller's transaction: one statement (an
 * upsert and the ledger insert in a data-modifying WITH), so a movement is one round trip.
 */
export async function credit(tx: Executor, movement: Movement): Promise<bigint> {
  assertPositive(movement.cents);
  const { userId, currency, cents, kind, reference, account = 'house', stakeId = null } = movement;
  const balance = newBalance(
    await tx.execute(sql`
      WITH moved AS (
        INSERT INTO ${balances} (user_id, currency, cents) VALUES (${userId}, ${currency}, ${cents})
        ON CONFLICT (user_id, currency) DO UPDATE SET cents = ${balances}.cents + excluded.cents
        RETURNING cents
      ), entry AS (
        INSERT INTO ${ledger} (user_id, currency, cents, account, kind, reference, stake_id)
        SELECT ${userId}, ${currency}, ${cents}, ${account}, ${kind}, ${reference}, ${stakeId}::bigint
        FROM moved
      )
      SELECT cents::text AS cents FROM moved`),
  );
  if (balance === undefined) throw new Error('the balance upsert returned no row');
  return balance;
}

/**
 * Many credits in one statement, in the caller's transaction: a ledger row per movement, and each
 * (user, currency) balance raised once by its movements' sum (one row cannot be upserted twice by
 * one statement). For settlements that pay a crowd at one moment (crash's auto cash-outs), where a
 * round trip per movement made the last payout wait seconds. Balances are locked in user order,
 * so two such statements cannot deadlock each other.
 */
export async function creditMany(tx: Executor, movements: readonly Movement[]): Promise<void> {
  if (movements.length === 0) return;
  for (const movement of movements) assertPositive(movement.cents);
  // One JSON parameter rather than a parameter per value: PostgreSQL allows 65,535 of those.
  const rows = JSON.stringify(
    movements.map(({ userId, currency, cents, kind, reference, account, stakeId }) => ({
      user_id: userId,
      currency,
      cents: cents.toString(),
      account: account ?? 'house',
      kind,
      reference,
      stake_id: stakeId ?? null,
    })),
  );
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS t(
        user_id bigint, currency text, cents bigint, account text, kind text, reference text,
        stake_id bigint)
    ), moved AS (
      INSERT INTO ${balances} (user_id, currency, cents)
      SELECT user_id, currency, sum(cents)::bigint FROM input
      GROUP BY user_id, currency ORDER BY user_id, currency
      ON CONFLICT (user_id, currency) DO UPDATE SET cents = ${balances}.cents + excluded.cents
    )
    INSERT INTO ${ledger} (user_id, currency, cents, account, kind, reference, stake_id)
    SELECT user_id, currency, cents, account, kind, reference, stake_id FROM input`);
}

/**
 * Takes from a balance with one conditional update that cannot go below zero, so concurrent
 * debits serialise on the row and the loser is refused (409 errors.insufficientBalance). The
 * ledger row is written by the same statement, only when the update took.
 */
export async function debit(tx: Executor, movement: Movement): Promise<bigint> {
  assertPositive(movement.cents);
  const { userId, currency, cents, kind, reference, account = 'house', stakeId = null } = movement;
  const balance = newBalance(
    await tx.execute(sql`
      WITH moved AS (
        UPDATE ${balances} SET cents = cents - ${cents}
        WHERE user_id = ${userId} AND currency = ${currency} AND cents >= ${cents}
        RETURNING cents
      ), entry AS (
        INSERT INTO ${ledger} (user_id, currency, cents, account, kind, reference, stake_id)
        SELECT ${userId}, ${currency}, ${-cents}, ${account}, ${kind}, ${reference}, ${stakeId}::bigint
        FROM moved
      )
      SELECT cents::text AS cents FROM moved`),
  );
  if (balance === undefined) throw new AppError(409, 'errors.insufficientBalance');
  return balance;
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
