import type { TaskKind } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import { GAME } from '@skinbox/fairness';
import type { Db } from '../db/database';
import { taskClaims } from '../db/schema';
import type { Period } from '../runtime/siteClock';
import { INVITEE_RECHARGE_CENTS } from './rules/catalogue';
import { rowsOf } from '../db/rows';

export type TaskProgress = Record<TaskKind, bigint>;

/**
 * What the player did in a period, read from what the features already write (so no feature has
 * to report to the task centre): box openings on the ledger, battle stakes that were fought
 * (settled, at settlement), recharges (ledger rows from the mint), sign-in records (one a site day) and invited players whose recharges in the period reached the invite goal.
 */
export async function taskProgress(db: Db, userId: number, period: Period): Promise<TaskProgress> {
  const from = period.start.toISOString();
  const to = period.end.toISOString();
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(-cents), 0) FROM ledger
        WHERE user_id = ${userId} AND currency = 'amount' AND account = 'house' AND kind = 'box.open'
          AND created_at >= ${from} AND created_at < ${to})::text AS box_spend,
      (SELECT coalesce(sum(cents), 0) FROM stakes
        WHERE user_id = ${userId} AND game = ${GAME.battle} AND status = 'settled'
          AND currency = 'amount' AND closed_at >= ${from} AND closed_at < ${to})::text AS battle_spend,
      (SELECT coalesce(sum(cents), 0) FROM ledger
        WHERE user_id = ${userId} AND currency = 'amount' AND account = 'mint' AND cents > 0
          AND created_at >= ${from} AND created_at < ${to})::text AS recharge,
      (SELECT count(*) FROM signin_records
        WHERE user_id = ${userId} AND created_at >= ${from} AND created_at < ${to})::text AS signin,
      (SELECT count(*) FROM (
        SELECT l.user_id FROM ledger l JOIN users u ON u.id = l.user_id
        WHERE u.inviter_id = ${userId} AND l.currency = 'amount' AND l.account = 'mint' AND l.cents > 0
          AND l.created_at >= ${from} AND l.created_at < ${to}
        GROUP BY l.user_id HAVING sum(l.cents) >= ${INVITEE_RECHARGE_CENTS}
      ) invited)::text AS invite`);
  const [row] = rowsOf<Record<string, string>>(result);
  const read = (column: string) => BigInt(row?.[column] ?? '0');
  return {
    boxSpend: read('box_spend'),
    battleSpend: read('battle_spend'),
    recharge: read('recharge'),
    signin: read('signin'),
    invite: read('invite'),
  };
}

/** The tasks whose reward the player received in a period. */
export async function claimedTasks(db: Db, userId: number, periodKey: string) {
  const rows = await db
    .select({ taskId: taskClaims.taskId })
    .from(taskClaims)
    .where(and(eq(taskClaims.userId, userId), eq(taskClaims.period, periodKey)));
  return new Set(rows.map((row) => row.taskId));
}
