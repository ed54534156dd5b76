/**
 * GAMES.md section 0 "Jobs": one mechanism for everything that happens at a time.
 *
 * A job is a row of `jobs` (db/schema/jobs.ts) with a due time and a key unique per kind. A runner
 * claims one due row with FOR UPDATE SKIP LOCKED and runs its handler in that same transaction,
 * then marks it done before committing: the effect and the "done" commit together, so a restart
 * loses none, and two processes on one database never run one twice. A handler that throws is
 * rolled back to a savepoint and the row stays pending with its due time moved back (backoff),
 * until the kind's attempts run out and it is left 'failed' for an operator to see.
 *
 * A run may also end without its effect and without failing: a handler throws JobDeferral to wait
 * for a later time (a player's share held while their play is paused), or notes why it applied
 * nothing (a share forfeited by a closed account); the note stays on the row for operators. A
 * recurring kind (runtime/recurring.ts) schedules its next link in the claim's transaction before
 * its handler runs, so a failed run never ends the chain.
 *
 * Why not pg-boss or graphile-worker: both fetch a job in one statement and complete it in another,
 * so the effect cannot commit with the claim; graphile-worker needs a node-postgres pool and
 * LISTEN/NOTIFY, and pg-boss runs on PGlite only through a hand-written SQL shim
 * (timgit/pg-boss#563). This module is about as long as either adapter would be.
 */
import { and, asc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { jobs } from '../db/schema/jobs';
import { loggedErrorSummary } from '../http/loggedError';
import { HOUR_MS } from '@skinbox/rules';

/** A database handle or an open transaction. */
type Executor = Db;

export interface JobContext {
  jobId: number;
  key: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The time the runner runs at (a test may pass a later one). */
  now: Date;
  /**
   * Runs `effect` once the job's transaction has committed, and never if it rolls back: what
   * others are told (socket events) must not get ahead of what they can read.
   */
  afterCommit(effect: () => void): void;
  /** Records why the run applied nothing (it still counts as done), e.g. a forfeited share. */
  note(text: string): void;
}

/**
 * Thrown by a handler whose effect must wait (a player's share while their play is paused): the
 * effect is rolled back and the job runs again at `until`, without spending an attempt.
 */
export class JobDeferral extends Error {
  constructor(
    readonly until: Date,
    readonly note: string,
  ) {
    super(note);
    this.name = 'JobDeferral';
  }
}

/** What a feature declares for each kind of timed work it owns. */
export interface JobDefinition<Payload = unknown> {
  /** Unique across the server, e.g. 'delivery.settle'. */
  kind: string;
  /** Checks the stored payload before the handler sees it. */
  payload: z.ZodType<Payload>;
  /** Applies the job's effect in the claiming transaction; throwing schedules a retry. */
  handler(tx: Executor, payload: Payload, context: JobContext): Promise<void>;
  /**
   * A recurring kind's next link (runtime/recurring.ts), scheduled in the claim's transaction
   * before the handler runs and kept whatever the handler does: one bad period never ends the
   * chain. Scheduling is idempotent, so a retried run schedules nothing new.
   */
  chain?(tx: Executor, payload: Payload, context: JobContext): Promise<unknown>;
  /**
   * A recurring kind's current link, which the start phase makes sure of (a no-op when the chain
   * already has it): how a chain begins on a fresh database and resumes after a long stop.
   */
  start?(db: Executor, now: Date): Promise<unknown>;
  /** Runs before the job is left 'failed'; DEFAULT_MAX_ATTEMPTS unless said. */
  maxAttempts?: number;
  /** Milliseconds to wait after failed attempt n; exponentialBackoff() unless said. */
  backoffMs?(attempt: number): number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = HOUR_MS;
/** How many jobs one pass runs at most, so a backlog cannot hold a runner forever. */
export const JOBS_PER_PASS = 100;

/** 5 s, 10 s, 20 s, … doubling up to an hour. */
export function exponentialBackoff(attempt: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
}

export interface ScheduledJob<Payload> {
  key: string;
  payload: Payload;
  dueAt: Date;
}

/**
 * Adds a job in the caller's transaction. A second schedule of the same kind and key is a no-op
 * (also once the first has run), so callers may schedule freely; returns whether a row was added.
 */
export async function scheduleJob<Payload>(
  tx: Executor,
  definition: JobDefinition<Payload>,
  job: ScheduledJob<Payload>,
): Promise<boolean> {
  const payload = definition.payload.parse(job.payload);
  const added = await tx
    .insert(jobs)
    .values({ kind: definition.kind, key: job.key, payload, dueAt: job.dueAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return added.length > 0;
}

/** A run that threw: what the runner reports to its error handler. */
export interface JobFailure {
  kind: string;
  key: string;
  attempt: number;
  /** True when no attempt is left and the job is now 'failed'. */
  final: boolean;
  error: unknown;
}

export interface JobPassReport {
  /** Jobs whose handler completed. */
  done: number;
  failures: JobFailure[];
  /** Jobs whose handler deferred them (JobDeferral); left out of the report when none did. */
  deferred?: number;
  /** True when the pass stopped at its limit: jobs may still be due. */
  cutShort?: boolean;
}

/**
 * Runs the jobs of the given kinds that are due at `now`, each in a transaction of its own, each
 * at most once per pass (a retry waits for a later pass), up to `limit` jobs, on `lanes`
 * connections at once. The claim (FOR UPDATE SKIP LOCKED) keeps two lanes off one job as it keeps
 * two processes off it; lanes matter when many jobs fall due together (200 battles' rounds in one
 * second), where one claim after another made the last round late by the sum of the others.
 */
export async function runDueJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  {
    now = new Date(),
    limit = JOBS_PER_PASS,
    lanes = 1,
  }: { now?: Date; limit?: number; lanes?: number } = {},
): Promise<JobPassReport> {
  const byKind = new Map(definitions.map((d) => [d.kind, d]));
  const kinds = [...byKind.keys()];
  const report: JobPassReport = { done: 0, failures: [] };
  if (kinds.length === 0) return report;
  const pass: Pass = { db, byKind, kinds, now, report, tried: [] };
  let claims = 0;
  const lane = async () => {
    while (claims < limit) {
      claims += 1;
      if (!(await runNextJob(pass))) return;
    }
    report.cutShort = true;
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return report;
}

interface Pass {
  db: Db;
  byKind: Map<string, JobDefinition>;
  kinds: string[];
  now: Date;
  report: JobPassReport;
  /** The jobs this pass claimed, on any lane: each runs at most once per pass. */
  tried: number[];
}

/** Claims the pass's next due job and runs it; false when none is left to claim. */
async function runNextJob({ db, byKind, kinds, now, report, tried }: Pass): Promise<boolean> {
  let committed: Array<{ effect: () => void; kind: string; key: string; attempt: number }> = [];
  const ran = await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'pending'),
          lte(jobs.dueAt, now),
          inArray(jobs.kind, kinds),
          tried.length > 0 ? notInArray(jobs.id, tried) : undefined,
        ),
      )
      .orderBy(asc(jobs.dueAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return false;
    tried.push(job.id);
    const definition = byKind.get(job.kind);
    if (!definition) throw new Error(`no definition for job kind ${job.kind}`);
    const attempt = job.attempts + 1;
    let note: string | null = null;
    const context: JobContext = {
      jobId: job.id,
      key: job.key,
      attempt,
      now,
      afterCommit: (effect) => committed.push({ effect, kind: job.kind, key: job.key, attempt }),
      note: (text) => {
        note = text;
      },
    };
    try {
      const payload = definition.payload.parse(job.payload);
      const { chain } = definition;
      // Its own savepoint, outside the handler's: the next link commits with the claim even
      // when the handler's effect is rolled back.
      if (chain) await tx.transaction((savepoint) => chain(savepoint, payload, context));
      await tx.transaction((savepoint) => definition.handler(savepoint, payload, context));
      await tx
        .update(jobs)
        .set({ status: 'done', attempts: attempt, note, finishedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
      report.done += 1;
    } catch (error) {
      committed = [];
      if (error instanceof JobDeferral) {
        await tx
          .update(jobs)
          .set({ dueAt: error.until, note: error.note })
          .where(eq(jobs.id, job.id));
        report.deferred = (report.deferred ?? 0) + 1;
        return true;
      }
      const final = attempt >= (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      const waitMs = (definition.backoffMs ?? exponentialBackoff)(attempt);
      await tx
        .update(jobs)
        .set({
          attempts: attempt,
          lastError: loggedErrorSummary(error),
          ...(final
            ? { status: 'failed' as const, finishedAt: sql`now()` }
            : { dueAt: new Date(now.getTime() + waitMs) }),
        })
        .where(eq(jobs.id, job.id));
      report.failures.push({ kind: job.kind, key: job.key, attempt, final, error });
    }
    return true;
  });
  for (const { effect, kind, key, attempt } of committed) {
    try {
      effect();
    } catch (error) {
      // The job's effect stands (it committed): only the telling failed, so it is not retried.
      report.failures.push({ kind, key, attempt, final: true, error });
    }
  }
  return ran;
}

/** Every recurring kind's current link (JobDefinition.start): a runner's first step. */
export async function startRecurringChains(
  db: Db,
  definitions: readonly JobDefinition[],
  now = new Date(),
) {
  for (const definition of definitions) await definition.start?.(db, now);
}

/**
 * When the earliest pending job of `kinds` due after `after` is due, or null when none is. Jobs
 * due earlier that a pass left are another process's (it holds them) and not worth waking for:
 * counting them hid the next job behind them until the next poll.
 */
export async function nextDueAfter(
  db: Db,
  kinds: readonly string[],
  after: Date,
): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [next] = await db
    .select({ dueAt: jobs.dueAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, [...kinds]), gt(jobs.dueAt, after)))
    .orderBy(asc(jobs.dueAt))
    .limit(1);
  return next?.dueAt ?? null;
}

export interface JobRunner {
  /** Starts a pass now unless one is under way; resolves when that pass ends. */
  runNow(): Promise<void>;
  /** Stops polling and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Polls for due jobs every `pollMs` in this process, after making sure of every recurring chain
 * on its first pass. Every process may run one: the claim keeps them from running a job twice.
 * Started explicitly by the server's start phase, never by a route registration.
 */
export function startJobRunner(
  db: Db,
  definitions: readonly JobDefinition[],
  {
    pollMs,
    lanes = 1,
    onFailure,
    onError,
  }: {
    pollMs: number;
    /** Jobs run at once in this process (runDueJobs). */
    lanes?: number;
    /** A handler threw (the job will be retried unless `final`). */
    onFailure: (failure: JobFailure) => void;
    /** The pass itself failed (the database went away, …); the next poll tries again. */
    onError: (error: unknown) => void;
  },
): JobRunner {
  let pass: Promise<void> | null = null;
  let stopped = false;
  let chainsStarted = false;
  /** The time the pass under way claims due jobs at. */
  let passStartedAt = 0;
  const runPass = async () => {
    if (!chainsStarted) {
      await startRecurringChains(db, definitions);
      chainsStarted = true;
    }
    passStartedAt = Date.now();
    return runDueJobs(db, definitions, { lanes, now: new Date(passStartedAt) });
  };
  const kinds = definitions.map((definition) => definition.kind);
  let wake: NodeJS.Timeout | undefined;
  const wakeIn = (wait: number) => {
    clearTimeout(wake);
    wake = setTimeout(() => void runNow(), wait);
    wake.unref();
  };
  /**
   * A job due before the next poll (a battle's round, due on the room's clock) runs at its time,
   * not up to pollMs late; one that fell due while the pass ran (a slow pass on a loaded machine)
   * runs at once, and so does the rest of a backlog the pass's limit cut short. A job already due
   * when the pass began that the pass did not take is held by another process, which runs it.
   */
  const wakeForNextDue = async (report: JobPassReport) => {
    if (stopped) return;
    if (report.cutShort) return wakeIn(0);
    const due = await nextDueAfter(db, kinds, new Date(passStartedAt));
    if (stopped || !due) return;
    const wait = Math.max(0, due.getTime() - Date.now());
    if (wait < pollMs) wakeIn(wait);
  };
  const runNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    pass ??= runPass()
      .then((report) => {
        report.failures.forEach(onFailure);
        return wakeForNextDue(report);
      })
      .catch(onError)
      .finally(() => {
        pass = null;
      });
    return pass;
  };
  const timer = setInterval(() => void runNow(), pollMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(wake);
      await pass;
    },
  };
}
