import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { itemKindsOf, ledgerKindsOf } from '../economy/rules/entries';
import { POINT_VALUE } from '../economy/rules/expectedReturn';
import { owedTurnoverCents, requiredTurnoverCents } from '../economy/rules/wagering';
import { turnoverByPlayer } from '../ranking/turnover';
import { TASKS } from '../tasks/rules/catalogue';
import { rowsOf } from '../db/rows';

/**
 * The own kind of a credit under a ledger kind several entries share (economy/rules/entries.ts
 * `kind:sub`), read from the credit's reference: a red packet's kind ('redpacket:<id>:<period>')
 * and a task's kind ('task:<task id>:<period>').
 */
const SUBKINDS: Record<string, SQL> = {
  'reward.redPacket': sql`(SELECT p.kind FROM red_packets p
    WHERE p.id::text = split_part(l.reference, ':', 2))`,
  'reward.task': sql`(CASE split_part(l.reference, ':', 2) ${sql.join(
    TASKS.map((task) => sql`WHEN ${task.id} THEN ${task.kind}`),
    sql` `,
  )} END)`,
};

/** The credits of the promotions account that are a loop's or turnover's own return. */
function unlockedCredit(): SQL {
  const kinds = ledgerKindsOf(['payment', 'loop', 'turnover', 'move']);
  const plain = kinds.filter((k) => !k.includes(':'));
  const subs = new Map<string, string[]>();
  for (const kind of kinds.filter((k) => k.includes(':'))) {
    const [base = '', sub = ''] = kind.split(':');
    subs.set(base, [...(subs.get(base) ?? []), sub]);
  }
  const parts = [
    sql`l.kind IN (${sql.join(
      plain.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  ];
  for (const [base, list] of subs) {
    const subkind = SUBKINDS[base];
    if (!subkind) throw new Error(`economy entries split ${base}, which has no sub-kind reader`);
    parts.push(
      sql`(l.kind = ${base} AND ${subkind} IN (${sql.join(
        list.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  return sql.join(parts, sql` OR `);
}

const UNLOCKED = unlockedCredit();
const LOCKED_ITEMS = itemKindsOf(['locked']);

const firstRow = <T>(result: unknown) => rowsOf<T>(result)[0];

/**
 * The value locked on a player, in cents: every credit of the promotions account that is neither
 * a loop's nor turnover's return (points at POINT_VALUE), every item a locked entry put in the bag
 * at its price then, and the locked value battles moved to or from the player (wager_transfers).
 */
export async function lockedValueCents(db: Db, userId: number): Promise<bigint> {
  const row = firstRow<{ cents: string }>(
    await db.execute(sql`
      SELECT (
        (SELECT coalesce(sum(CASE WHEN l.currency = 'point'
                                  THEN floor(l.cents * ${POINT_VALUE}::numeric) ELSE l.cents END), 0)
         FROM ledger l
         WHERE l.user_id = ${userId} AND l.account = 'promotions' AND l.cents > 0
           AND l.currency IN ('amount', 'point') AND NOT (${UNLOCKED}))
        + (SELECT coalesce(sum(e.price_cents), 0) FROM bag_events e
           WHERE e.user_id = ${userId}
             AND e.kind IN (${sql.join(
               LOCKED_ITEMS.map((k) => sql`${k}`),
               sql`, `,
             )}))
        + (SELECT coalesce(sum(cents), 0) FROM wager_transfers WHERE to_user_id = ${userId})
        - (SELECT coalesce(sum(cents), 0) FROM wager_transfers WHERE from_user_id = ${userId})
      )::text AS cents`),
  );
  const cents = BigInt(row?.cents ?? '0');
  return cents > 0n ? cents : 0n;
}

/** Whether the player ever paid: a recharge or a card the mint credited. */
export async function hasPaid(db: Db, userId: number): Promise<boolean> {
  const row = firstRow<{ paid: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM ledger
        WHERE user_id = ${userId} AND account = 'mint' AND currency = 'amount' AND cents > 0
      ) AS paid`),
  );
  return row?.paid === true;
}

/** Later than anything the ledger holds, and a time PostgreSQL can read. */
const END_OF_TIME = new Date('9999-12-31T00:00:00.000Z');

/** The player's turnover over their whole life (boxes opened, battle stakes settled), in cents. */
export async function lifetimeTurnoverCents(db: Db, userId: number): Promise<bigint> {
  const [row] = await turnoverByPlayer(db, new Date(0), END_OF_TIME, userId);
  return row?.cents ?? 0n;
}

export interface WageringStanding {
  paid: boolean;
  lockedCents: bigint;
  requiredCents: bigint;
  turnoverCents: bigint;
  owedCents: bigint;
}

/**
 * Where the player stands with the lock: what is locked, the turnover it asks for (`multiple`
 * times it), the turnover made, and what is still owed before items may leave.
 */
export async function wageringStanding(
  db: Db,
  userId: number,
  multiple: number,
): Promise<WageringStanding> {
  // One after another: `db` is often a transaction's one client (the extraction check), which
  // runs one query at a time (pg warns of concurrent queries on a client).
  const paid = await hasPaid(db, userId);
  const lockedCents = await lockedValueCents(db, userId);
  const turnoverCents = await lifetimeTurnoverCents(db, userId);
  const requiredCents = requiredTurnoverCents(lockedCents, multiple);
  return {
    paid,
    lockedCents,
    requiredCents,
    turnoverCents,
    owedCents: owedTurnoverCents(requiredCents, turnoverCents),
  };
}
