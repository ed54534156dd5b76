import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledger } from '../db/schema';
import { ADJUSTMENT_KIND } from '../players/operatorActions';
import type { RewardCost } from '../economy/rules/rewards';
import { DAY_MS } from '@skinbox/rules';

/** The window the report looks back over. */
export const ADJUSTMENT_REPORT_DAYS = 30;

/**
 * Value that operators put into accounts by hand (players.adjustBalance, a ledger row against
 * `house` or `promotions` with a reason in the audit log): not a loop any player can repeat, so no
 * share of turnover, but an entry of the economy's model like every other way coins enter an
 * account. The report shows what it cost over the last 30 days and per player paid.
 */
export async function adjustmentCostReport(db: Db, now: Date): Promise<RewardCost[]> {
  const since = new Date(now.getTime() - ADJUSTMENT_REPORT_DAYS * DAY_MS);
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${ledger.cents}), 0)::text`,
      players: sql<number>`count(DISTINCT ${ledger.userId})::int`,
    })
    .from(ledger)
    .where(
      and(
        eq(ledger.kind, ADJUSTMENT_KIND),
        eq(ledger.currency, 'amount'),
        gt(ledger.cents, 0n),
        gte(ledger.createdAt, since),
      ),
    );
  const coins = Number(row?.cents ?? 0) / 100;
  const players = row?.players ?? 0;
  return [
    {
      reward: `operator adjustments (${ADJUSTMENT_REPORT_DAYS} days: ${coins.toFixed(2)} to ${players} players)`,
      per: 'period',
      coinsPerPlayer: players === 0 ? 0 : coins / players,
      takes: 'an operator’s decision with a reason (audit log)',
      share: null,
    },
  ];
}
