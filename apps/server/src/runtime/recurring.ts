import { z } from 'zod';
import type { Db } from '../db/database';
import { scheduleJob, type JobContext, type JobDefinition } from './jobs';
import type { Period, PeriodKind, SiteClock } from './siteClock';

const periodPayload = z.preprocess(
  // Links scheduled before the chains were the runtime's named them dayStart and slot.
  (row) => {
    if (typeof row !== 'object' || row === null) return row;
    const { dayStart, slot, ...rest } = row as Record<string, unknown>;
    return { periodStart: dayStart, chain: slot, ...rest };
  },
  z.object({ periodStart: z.iso.datetime(), chain: z.string().optional() }),
);
export type PeriodPayload = z.infer<typeof periodPayload>;

export interface RecurringWork<Chain extends string> {
  /** Unique across the server, e.g. 'ranking.settle'. */
  kind: string;
  /**
   * The chains of the kind and the site-clock period each closes: one run at the end of every
   * period of every chain (a timed box per slot; one chain, e.g. `{ day: 'day' }`, for most).
   */
  chains: Readonly<Record<Chain, PeriodKind>>;
  /** Closes `period` of `chain`; throwing retries this run, and the next period's is already made. */
  run(tx: Db, chain: Chain, period: Period, context: JobContext): Promise<unknown>;
}

/**
 * Work at the end of every site-clock period (GAMES.md section 0 "Jobs"): the ranking's 00:00
 * settlement, the welfare drop, each timed box's draw. One job per chain and period, keyed by
 * them and due at the period's end. Each run first schedules the next period's job, in the claim's
 * transaction and outside the run's own savepoint (runtime/jobs.ts `chain`), so a run that fails,
 * even for good, never ends the chain; after a stop the chain catches up period by period, and
 * the start phase schedules every chain's current period (`start`), a no-op when it exists.
 */
export function recurringJob<Chain extends string>(
  clock: SiteClock,
  work: RecurringWork<Chain>,
): JobDefinition<PeriodPayload> & { schedule(db: Db, chain: Chain, at: Date): Promise<boolean> } {
  const names = Object.keys(work.chains) as Chain[];
  const single = names.length === 1;
  const chainOf = (payload: PeriodPayload) => {
    const chain = (payload.chain ?? (single ? names[0] : undefined)) as Chain | undefined;
    if (chain === undefined || !names.includes(chain)) {
      throw new Error(`${work.kind} has no chain ${String(payload.chain)}`);
    }
    return chain;
  };
  const definition = {
    kind: work.kind,
    payload: periodPayload,
    schedule(db: Db, chain: Chain, at: Date) {
      const period = clock.period(work.chains[chain], at);
      return scheduleJob(db, definition, {
        key: single ? period.key : `${chain}:${period.key}`,
        payload: single
          ? { periodStart: period.start.toISOString() }
          : { periodStart: period.start.toISOString(), chain },
        dueAt: period.end,
      });
    },
    async handler(tx: Db, payload: PeriodPayload, context: JobContext) {
      const chain = chainOf(payload);
      const period = clock.period(work.chains[chain], new Date(payload.periodStart));
      await work.run(tx, chain, period, context);
    },
    chain(tx: Db, payload: PeriodPayload) {
      const chain = chainOf(payload);
      const period = clock.period(work.chains[chain], new Date(payload.periodStart));
      return definition.schedule(tx, chain, period.end);
    },
    async start(db: Db, now: Date) {
      for (const chain of names) await definition.schedule(db, chain, now);
    },
  };
  return definition;
}
