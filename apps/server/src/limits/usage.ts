import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { WINDOW_MS, type Usage } from './rules/windows';
import { rowsOf } from '../db/rows';

type Row = { day: string; week: string; month: string };

function usageOf(result: unknown): Usage {
  const [row] = rowsOf<Row>(result);
  return {
    Day: BigInt(row?.day ?? '0'),
    Week: BigInt(row?.week ?? '0'),
    Month: BigInt(row?.month ?? '0'),
  };
}

const since = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * A player's net losses by window, negative when the player is ahead: the database's count
 * (limits/sql/player_losses.sql), the one the ledger's trigger refuses a stake by, so the limits
 * screen shows what a stake will be measured against.
 */
export async function lossUsage(db: Db, userId: number, now: Date): Promise<Usage> {
  return usageOf(
    await db.execute(sql`
      SELECT lost_day::text AS day, lost_week::text AS week, lost_month::text AS month
      FROM player_losses(${userId}, ${now.toISOString()}::timestamptz)`),
  );
}

/**
 * A player's deposits by window: orders paid in it, orders placed in it and still waiting for the
 * provider (counted as if paid, so two orders in flight cannot pass a limit together), and cards
 * redeemed in it.
 */
export async function depositUsage(db: Db, userId: number, now: Date): Promise<Usage> {
  const day = since(now, WINDOW_MS.Day);
  const week = since(now, WINDOW_MS.Week);
  const month = since(now, WINDOW_MS.Month);
  return usageOf(
    await db.execute(sql`
      WITH deposits AS (
        SELECT amount_cents AS cents, coalesce(paid_at, created_at) AS at FROM recharge_orders
        WHERE user_id = ${userId}
          AND ((status = 'paid' AND paid_at > ${month}::timestamptz)
            OR (status = 'pending' AND created_at > ${month}::timestamptz))
        UNION ALL
        SELECT amount_cents, redeemed_at FROM card_codes
        WHERE redeemed_by = ${userId} AND redeemed_at > ${month}::timestamptz
      )
      SELECT
        coalesce(sum(cents) FILTER (WHERE at > ${day}::timestamptz), 0)::text AS day,
        coalesce(sum(cents) FILTER (WHERE at > ${week}::timestamptz), 0)::text AS week,
        coalesce(sum(cents), 0)::text AS month
      FROM deposits`),
  );
}
