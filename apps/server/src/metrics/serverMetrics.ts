import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { JobFailure } from '../runtime/jobs';
import { readCrashPhase, readJobQueue, SiteTotals, type CrashPhaseName } from './siteFigures';

/**
 * The Prometheus metrics of one server process (prom-client), every series labelled with the
 * process (`process`: its pid), so a cluster's processes add up side by side
 * (metrics/endpoint.ts). Figures of this process: the process itself (prom-client's defaults),
 * HTTP requests by route, method and status with their latency, open sockets and socket messages
 * out, job failures, leadership, database pool state and waits. Figures of the whole site (the job
 * queue, the crash round's phase, box openings, stakes and payouts) are read from the database
 * at each scrape by the leader only, so summing across processes never counts them twice.
 */
export interface ServerMetrics {
  registry: Registry;
  /** Counts a failed job run (startRuntime's onJobFailure). */
  jobFailed(failure: JobFailure): void;
}

const PREFIX = 'skinbox_';
const CRASH_PHASES: readonly CrashPhaseName[] = ['betting', 'running', 'crashed', 'over'];

export interface MetricsDeps {
  app: FastifyInstance;
  config: ServerConfig;
  database: Database;
  /** Whether this process leads the cluster now (runtime/leader.ts). */
  isLeader(): boolean;
}

export function createServerMetrics({
  app,
  config,
  database,
  isLeader,
}: MetricsDeps): ServerMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: String(process.pid) });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests answered, by route pattern, method and status, with their latency',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw address: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: `${PREFIX}sockets_open`,
    help: 'Websockets connected to this process',
    registers,
    collect() {
      this.set(app.sockets.size);
    },
  });
  const socketMessages = new Counter({
    name: `${PREFIX}socket_messages_out_total`,
    help: 'Socket messages queued for sending, one per socket reached',
    registers,
  });
  app.sockets.onDelivery((sockets) => socketMessages.inc(sockets));

  const jobFailures = new Counter({
    name: `${PREFIX}job_failures_total`,
    help: 'Failed job runs in this process, by kind and whether it was the last attempt',
    labelNames: ['kind', 'final'] as const,
    registers,
  });

  new Gauge({
    name: `${PREFIX}leader`,
    help: '1 while this process leads the cluster (runs the crash loop and reports site figures)',
    registers,
    collect() {
      this.set(isLeader() ? 1 : 0);
    },
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Database pool connections by state (idle, busy) and callers waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = pool.state();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    const checkouts = new Histogram({
      name: `${PREFIX}db_pool_wait_seconds`,
      help: 'How long each database checkout waited for a free connection',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers,
    });
    pool.onCheckout((waitedMs) => checkouts.observe(waitedMs / 1000));
  }

  // The site's figures, read by the leader at each scrape (readSiteFigures below).
  const db = database.db;
  const jobsDue = new Gauge({
    name: `${PREFIX}jobs_due`,
    collect: readSiteFigures,
    help: 'Jobs due and not yet run, by kind (leader only)',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobsLag = new Gauge({
    name: `${PREFIX}jobs_lag_seconds`,
    collect: readSiteFigures,
    help: 'How late the oldest due job of each kind is (leader only)',
    labelNames: ['kind'] as const,
    registers,
  });
  const jobsFailed = new Gauge({
    name: `${PREFIX}jobs_failed`,
    collect: readSiteFigures,
    help: 'Jobs left failed after their last attempt, by kind (leader only)',
    labelNames: ['kind'] as const,
    registers,
  });
  const crashPhase = new Gauge({
    name: `${PREFIX}crash_round_phase`,
    collect: readSiteFigures,
    help: '1 for the phase the current crash round is in (leader only)',
    labelNames: ['phase'] as const,
    registers,
  });
  const boxOpens = new Counter({
    name: `${PREFIX}box_opens_total`,
    collect: readSiteFigures,
    help: 'Boxes opened, counted by the leader since it took the lead',
    registers,
  });
  const boxOpenCoins = new Counter({
    name: `${PREFIX}box_open_coins_total`,
    collect: readSiteFigures,
    help: 'Coins spent opening boxes, counted by the leader since it took the lead',
    registers,
  });
  const stakeCoins = new Counter({
    name: `${PREFIX}stakes_coins_total`,
    collect: readSiteFigures,
    help: 'Coins staked by players, by game, counted by the leader since it took the lead',
    labelNames: ['game'] as const,
    registers,
  });
  const payoutCoins = new Counter({
    name: `${PREFIX}payouts_coins_total`,
    collect: readSiteFigures,
    help:
      'Coins paid to players from the house or escrow, by the game (the prefix of the ledger ' +
      'kind), counted by the leader since it took the lead',
    labelNames: ['game'] as const,
    registers,
  });
  let totals: SiteTotals | null = null;
  let reading: Promise<void> | null = null;
  /**
   * The collect of every site metric: prom-client collects a registry's metrics at once, so the
   * first one's read is the one they all wait for, and the database is read once per scrape.
   */
  function readSiteFigures() {
    reading ??= readSite().finally(() => {
      reading = null;
    });
    return reading;
  }
  async function readSite() {
    for (const gauge of [jobsDue, jobsLag, jobsFailed, crashPhase]) gauge.reset();
    if (!isLeader()) {
      totals = null;
      return;
    }
    for (const row of await readJobQueue(db)) {
      jobsDue.set({ kind: row.kind }, row.due);
      jobsLag.set({ kind: row.kind }, row.lagSeconds);
      jobsFailed.set({ kind: row.kind }, row.failed);
    }
    const phase = await readCrashPhase(db, config.crash.pauseMs);
    for (const name of CRASH_PHASES) crashPhase.set({ phase: name }, name === phase ? 1 : 0);
    // A new leader counts from now: its first read only marks where the tables end.
    totals ??= await SiteTotals.from(db);
    const added = await totals.read();
    boxOpens.inc(added.boxOpens);
    boxOpenCoins.inc(added.boxOpenCoins);
    for (const [game, coins] of added.stakeCoins) stakeCoins.inc({ game }, coins);
    for (const [game, coins] of added.payoutCoins) payoutCoins.inc({ game }, coins);
  }

  return {
    registry,
    jobFailed: ({ kind, final }) => jobFailures.inc({ kind, final: String(final) }),
  };
}
