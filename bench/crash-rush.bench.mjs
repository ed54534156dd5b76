// Crash at its worst: BETTORS players in one round, 80 % of them with the same auto cash-out
// (TARGET), on two server processes (src/cluster.ts, PostgreSQL and Redis on 127.0.0.1). The
// chain is committed and salted before the server starts, so round 1 crashes at 2.56x, well past
// the target; the players bet during a betting window long enough for all of them, then the
// curve runs. Meanwhile one socket in channel `crash` times every tick and HTTP_CLIENTS clients
// call /api/box/list as fast as it answers. Prints:
//   tick lag       a tick's receipt against its place on the round's clock (startsAt + the
//                  elapsedMs it carries, read when the loop's step began), p50/p99, and the
//                  largest gap between two ticks (the loop sends one every CRASH_TICK_MS)
//   settlement     from the moment the curve crossed TARGET to the last auto cash-out's ledger
//                  row (its transaction's time in PostgreSQL)
//   HTTP           p50/p99 while the curve ran, beside a quiet window after the round
// and checks: every auto cash-out paid at TARGET, nobody paid above the round's crash point,
// each balance equals its ledger, no stake still held. A broken check exits non-zero.
//
//   --bettors N    bettors (default 2000)
//   --profile      the server processes write V8 CPU profiles; prints where the curve's time went
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { postJson } from './support/http.mjs';
import { profileClockNow, summarizeProfiles } from './support/profile.mjs';
import {
  ledgerMismatches,
  loadServerCode,
  makePlayers,
  requireServer,
  scratchDatabase,
  serverDir,
  startServer,
} from './support/server.mjs';
import { closedLoop, loadAverage, percentile, summarize } from './support/stats.mjs';

const WebSocket = requireServer('ws');
const pg = requireServer('pg');

const { values: flags } = parseArgs({
  options: {
    bettors: { type: 'string', default: '2000' },
    profile: { type: 'boolean', default: false },
  },
});
const BETTORS = Number(flags.bettors);
const AUTO_SHARE = 0.8;
/** The auto cash-out most bettors share: 1.50x, crossed 6.8 s into the curve. */
const TARGET = 150;
/** Round 1 of this chain, with the tests' salt, crashes at 2.56x. */
const CHAIN_SEED = 'crash-test-1';
const BET_CLIENTS = 32;
const HTTP_CLIENTS = 8;
const QUIET_WINDOW_MS = 5_000;
/** Seconds of betting per bettor, at least MIN_BETTING_SECONDS: room for every bet on 2 cores. */
const BETTING_SECONDS_PER_BETTOR = 0.03;
const MIN_BETTING_SECONDS = 20;
const TICK_MS = 200;
/** The targets. */
const TARGET_TICK_LAG_P99_MS = 50;
const TARGET_SETTLEMENT_MS = TICK_MS;
const HARD_LIMIT_MS = 900_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;

const loadBefore = await loadAverage();
const database = await scratchDatabase();
let server;
let socket;
const agent = new Agent({ keepAlive: true, maxSockets: BET_CLIENTS + HTTP_CLIENTS });
const watcher = new pg.Client({ connectionString: database.url });
const cleanup = async () => {
  socket?.terminate();
  agent.destroy();
  await watcher.end().catch(() => {});
  await server?.stop();
  await database.drop();
};
const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

try {
  const { openPostgres } = await loadServerCode();
  const load = (path) => import(pathToFileURL(`${serverDir}src/${path}`).href);
  const { saltedCrashChain } = await load('testing/crashChain.ts');
  const { crashElapsedMs } = await import(
    pathToFileURL(`${serverDir}../../packages/fairness/src/crash.ts`).href
  );
  const setup = openPostgres(database.url);
  await setup.migrate();
  await saltedCrashChain(setup.db, { rounds: 10, seed: CHAIN_SEED });
  await setup.close();
  const players = await makePlayers(database.url, BETTORS, 1_000n);

  const bettingSeconds = Math.max(
    MIN_BETTING_SECONDS,
    Math.ceil(BETTORS * BETTING_SECONDS_PER_BETTOR),
  );
  const profileDir = flags.profile ? mkdtempSync(join(tmpdir(), 'skinbox-crash-prof-')) : null;
  server = await startServer({
    databaseUrl: database.url,
    processes: 2,
    profileDir,
    env: { CRASH_BETTING_SECONDS: String(bettingSeconds), CRASH_TICK_MS: String(TICK_MS) },
  });
  await watcher.connect();

  // One socket in channel `crash`: every tick's receipt, and the round's clock.
  const ticks = [];
  let round;
  socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(JSON.stringify({ cid: 1001, data: JSON.stringify({ game: 'crash' }) })),
    );
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.cid === 1001) return resolve();
      if (frame.cid !== 1100) return;
      const { event, payload } = JSON.parse(frame.data);
      if (event === 'crash.tick') ticks.push({ received: Date.now(), ...payload });
    });
  });
  for (;;) {
    const state = await postJson(agent, `${server.base}/api/crash/state`, {});
    if (state.data.round) {
      round = { id: state.data.round.roundId, startsAt: Date.parse(state.data.round.startsAt) };
      break;
    }
    await sleep(100);
  }

  // The bets, as fast as the server takes them.
  const autoCount = Math.round(BETTORS * AUTO_SHARE);
  const betLatencies = [];
  const betStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: BET_CLIENTS }, async () => {
      while (next < players.length) {
        const index = next;
        next += 1;
        const t0 = performance.now();
        const answer = await postJson(
          agent,
          `${server.base}/api/crash/bet`,
          { stake: '1.00', autoCashOut: index < autoCount ? TARGET : null },
          players[index].token,
        );
        if (answer.code !== 0) throw new Error(`bet refused: ${JSON.stringify(answer)}`);
        betLatencies.push(performance.now() - t0);
      }
    }),
  );
  const betSeconds = (performance.now() - betStarted) / 1000;
  betLatencies.sort((a, b) => a - b);
  if (Date.now() > round.startsAt) throw new Error('the bets took longer than the betting window');

  // HTTP while the curve runs: from startsAt to the crash.
  const crashPoint = 256;
  const crashAt = round.startsAt + crashElapsedMs(crashPoint);
  const crossing = round.startsAt + crashElapsedMs(TARGET);
  await sleep(round.startsAt - Date.now());
  const curveFrom = profileClockNow();
  const list = async () => {
    const body = await postJson(agent, `${server.base}/api/box/list`, {});
    if (body.code !== 0) throw new Error(`box/list refused: ${JSON.stringify(body)}`);
  };
  const during = await closedLoop({
    clients: HTTP_CLIENTS,
    durationMs: crashAt - Date.now(),
    work: list,
  });
  const curveTo = profileClockNow();
  for (;;) {
    const { rows } = await watcher.query('SELECT status FROM crash_rounds WHERE id = $1', [
      round.id,
    ]);
    if (rows[0]?.status === 'settled') break;
    await sleep(100);
  }
  const quiet = await closedLoop({
    clients: HTTP_CLIENTS,
    durationMs: QUIET_WINDOW_MS,
    work: list,
  });

  // The figures, from the socket and the books.
  const curveTicks = ticks.filter((tick) => tick.roundId === round.id);
  const lags = curveTicks
    .map((tick) => tick.received - round.startsAt - tick.elapsedMs)
    .sort((a, b) => a - b);
  // The tick that carried the crossing waited for the step's cash-outs and their events.
  const crossingTick = curveTicks.find((tick) => tick.multiplier >= TARGET);
  const otherLags = curveTicks
    .filter((tick) => tick !== crossingTick)
    .map((tick) => tick.received - round.startsAt - tick.elapsedMs)
    .sort((a, b) => a - b);
  const gaps = curveTicks
    .slice(1)
    .map((tick, i) => tick.received - curveTicks[i].received)
    .sort((a, b) => a - b);
  const { rows: payouts } = await watcher.query(
    `SELECT count(*)::int AS n,
            count(*) FILTER (WHERE b.cashed_out_at = b.auto_cash_out)::int AS "atTarget",
            count(*) FILTER (WHERE b.cashed_out_at > r.crash_point)::int AS "aboveCrash",
            (extract(epoch FROM max(l.created_at)) * 1000)::float8 AS "lastPaid"
       FROM crash_bets b
       JOIN crash_rounds r ON r.id = b.round_id
       JOIN ledger l ON l.reference = 'crash:bet:' || b.id AND l.kind = 'crash.cashout'
      WHERE b.round_id = $1 AND b.auto_cash_out IS NOT NULL`,
    [round.id],
  );
  const [paid] = payouts;
  const { rows: overpaid } = await watcher.query(
    `SELECT count(*)::int AS n FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'cashed' AND b.cashed_out_at > r.crash_point`,
  );
  const { rows: held } = await watcher.query(
    "SELECT count(*)::int AS n FROM stakes WHERE status = 'held'",
  );
  const mismatches = await ledgerMismatches(database.url);
  const settlementMs = paid.lastPaid - crossing;
  const duringFigures = summarize([during]);
  const quietFigures = summarize([quiet]);

  console.log(
    `${BETTORS} bettors in one crash round, ${autoCount} with an auto cash-out at ${(TARGET / 100).toFixed(2)}x, 2 server processes, PostgreSQL and Redis on 127.0.0.1; the round crashed at ${(crashPoint / 100).toFixed(2)}x`,
  );
  console.log(`${loadBefore} before the run, ${await loadAverage()} after`);
  console.log(
    `bets: ${betLatencies.length} by ${BET_CLIENTS} clients in ${betSeconds.toFixed(1)} s (${(betLatencies.length / betSeconds).toFixed(0)}/s), p50 ${ms(percentile(betLatencies, 50))} p99 ${ms(percentile(betLatencies, 99))}`,
  );
  const lagP99 = percentile(lags, 99);
  console.log(
    `ticks: ${curveTicks.length} on the curve (one every ${TICK_MS} ms); lag p50 ${ms(percentile(lags, 50))} p99 ${ms(lagP99)} max ${ms(lags.at(-1) ?? NaN)}; gap between ticks p50 ${ms(percentile(gaps, 50))} max ${ms(gaps.at(-1) ?? NaN)} (target lag p99 under ${TARGET_TICK_LAG_P99_MS} ms: ${lagP99 < TARGET_TICK_LAG_P99_MS ? 'met' : 'not met'})`,
  );
  console.log(
    `  the crossing tick: lag ${ms(crossingTick ? crossingTick.received - round.startsAt - crossingTick.elapsedMs : NaN)}; the other ticks: p99 ${ms(percentile(otherLags, 99))}`,
  );
  console.log(
    `auto cash-outs: ${paid.n} of ${autoCount} paid, ${paid.atTarget} at the target; the curve crossed ${(TARGET / 100).toFixed(2)}x → last payout committed ${ms(settlementMs)} (target within one tick, ${TARGET_SETTLEMENT_MS} ms: ${settlementMs <= TARGET_SETTLEMENT_MS ? 'met' : 'not met'})`,
  );
  console.log(`HTTP /api/box/list, ${HTTP_CLIENTS} clients:`);
  for (const [label, figures] of [
    ['while the curve ran', duringFigures],
    ['quiet, after the round', quietFigures],
  ]) {
    console.log(
      `  ${label.padEnd(24)} ${String(figures.count).padStart(6)} calls  ${figures.perSecond.toFixed(0).padStart(5)}/s  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}`,
    );
  }
  console.log(
    `books: paid above the crash point ${overpaid[0].n}, held stakes ${held[0].n}, balance ≠ ledger ${mismatches.length}`,
  );
  const broken =
    overpaid[0].n > 0 ||
    held[0].n > 0 ||
    mismatches.length > 0 ||
    paid.n !== autoCount ||
    paid.atTarget !== autoCount;
  if (broken) {
    console.error('BROKEN: a payout or the books failed their check (see above)');
    process.exitCode = 1;
  }
  if (profileDir) {
    await server.stop();
    console.log('\nwhere the server processes spent the curve (V8 CPU profiles):');
    for (const line of summarizeProfiles(profileDir, { windows: [[curveFrom, curveTo]] })) {
      console.log(line);
    }
  }
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
