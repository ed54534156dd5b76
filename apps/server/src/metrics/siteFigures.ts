import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { phaseAt } from '../crash/rules/phases';
import { rowsOf } from '../db/rows';

/** The metrics' reads of the whole site's state (metrics/serverMetrics.ts), by the leader. */

async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

export interface JobQueueRow {
  kind: string;
  /** Pending jobs whose time has come. */
  due: number;
  /** Seconds since the oldest of them was due (0 when none is). */
  lagSeconds: number;
  /** Jobs left 'failed' after their last attempt. */
  failed: number;
}

export async function readJobQueue(db: Db): Promise<JobQueueRow[]> {
  const rows = await selectRows<{ kind: string; due: number; lag: number; failed: number }>(
    db,
    sql`
    SELECT kind,
      count(*) FILTER (WHERE status = 'pending' AND due_at <= now())::int AS due,
      coalesce(extract(epoch FROM now() - min(due_at)
        FILTER (WHERE status = 'pending' AND due_at <= now())), 0)::float8 AS lag,
      count(*) FILTER (WHERE status = 'failed')::int AS failed
    FROM jobs WHERE status IN ('pending', 'failed') GROUP BY kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    lagSeconds: Number(row.lag),
    failed: Number(row.failed),
  }));
}

export type CrashPhaseName = 'betting' | 'running' | 'crashed' | 'over';

/** The phase of the newest crash round now, or null before the first round. */
export async function readCrashPhase(db: Db, pauseMs: number): Promise<CrashPhaseName | null> {
  const rows = await selectRows<{ starts_at: string | Date; crash_point: number }>(
    db,
    sql`
    SELECT starts_at, crash_point FROM crash_rounds ORDER BY id DESC LIMIT 1`,
  );
  const round = rows[0];
  if (!round) return null;
  const timeline = {
    startsAt: new Date(round.starts_at).getTime(),
    crashPoint: Number(round.crash_point),
  };
  return phaseAt(timeline, Date.now(), pauseMs).phase;
}

export interface SiteAdditions {
  boxOpens: number;
  boxOpenCoins: number;
  stakeCoins: Map<string, number>;
  payoutCoins: Map<string, number>;
}

/**
 * Box openings, stakes and payouts since the last read, from the rows added to the ledger and
 * the stakes since then (their ids only grow), so each read scans only the new rows.
 */
export class SiteTotals {
  private constructor(
    private readonly db: Db,
    private ledgerId: number,
    private stakeId: number,
  ) {}

  /** Starts counting after the rows present now. */
  static async from(db: Db) {
    const { ledger, stake } = await SiteTotals.ends(db);
    return new SiteTotals(db, ledger, stake);
  }

  async read(): Promise<SiteAdditions> {
    const ends = await SiteTotals.ends(this.db);
    const ledger = await selectRows<{ kind: string; rows: number; cents: string }>(
      this.db,
      sql`
      SELECT kind, count(*)::int AS rows, sum(cents) AS cents FROM ledger
      WHERE id > ${this.ledgerId} AND id <= ${ends.ledger} AND currency = 'amount'
        AND (kind = 'box.open'
          OR (cents > 0 AND account IN ('house', 'escrow') AND kind <> 'stake.refund'))
      GROUP BY kind`,
    );
    const stakes = await selectRows<{ game: string; cents: string }>(
      this.db,
      sql`
      SELECT game, sum(cents) AS cents FROM stakes
      WHERE id > ${this.stakeId} AND id <= ${ends.stake} AND currency = 'amount'
      GROUP BY game`,
    );
    this.ledgerId = ends.ledger;
    this.stakeId = ends.stake;
    const added: SiteAdditions = {
      boxOpens: 0,
      boxOpenCoins: 0,
      stakeCoins: new Map(),
      payoutCoins: new Map(),
    };
    for (const row of ledger) {
      const coins = Number(row.cents) / 100;
      if (row.kind === 'box.open') {
        added.boxOpens += Number(row.rows);
        added.boxOpenCoins += -coins;
        continue;
      }
      const game = row.kind.split('.')[0] ?? row.kind;
      added.payoutCoins.set(game, (added.payoutCoins.get(game) ?? 0) + coins);
    }
    for (const row of stakes) added.stakeCoins.set(row.game, Number(row.cents) / 100);
    return added;
  }

  /** The newest row ids now. A row whose id was taken earlier but committed later is missed. */
  private static async ends(db: Db) {
    const rows = await selectRows<{ ledger: string | null; stake: string | null }>(
      db,
      sql`
      SELECT (SELECT max(id) FROM ledger) AS ledger, (SELECT max(id) FROM stakes) AS stake`,
    );
    return { ledger: Number(rows[0]?.ledger ?? 0), stake: Number(rows[0]?.stake ?? 0) };
  }
}
