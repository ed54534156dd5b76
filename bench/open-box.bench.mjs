// Box opens per second over HTTP on PostgreSQL, against two ceilings measured in the same run
// with the same clients: the open's own statement issued straight through `pg` (what an open costs
// the database: the SQL function open_site_box, the session being cached), and a bare debit and
// ledger insert through `pg` (one conditional UPDATE of a balance and one INSERT, in a
// transaction). Starts the real server (apps/server) on a fresh PostgreSQL database on 127.0.0.1,
// signs in CLIENTS players with plenty of coins, and lets CLIENTS concurrent clients open the
// 1-coin site box one at a time. After a warm-up of WARMUP_OPENS_PER_CLIENT opens per client
// and loop, the three loops take turns for ROUNDS rounds of ROUND_MS each, so a change in the
// machine's load falls on all three alike. The HTTP clients are plain node:http with keep-alive
// (cheap, so the figure is the server's). Afterwards every balance
// must equal the sum of its ledger rows. Prints opens/s, p50/p99 latency and the ratios.
//
//   BENCH_PROCESSES=2  runs the server as two processes on one port (src/cluster.ts; needs Redis
//                      at REDIS_URL, default redis://127.0.0.1:6379)
//   BENCH_PROFILE=1    writes the server's CPU profiles and prints where its time went
//
// Needs PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileClockNow, summarizeProfiles } from './support/profile.mjs';
import {
  cpuSeconds,
  ledgerMismatches,
  makePlayers,
  requireServer,
  scratchDatabase,
  startServer,
} from './support/server.mjs';
import { closedLoop, loadAverage, summarize } from './support/stats.mjs';

const CLIENTS = 32;
const ROUNDS = 2;
const ROUND_MS = 5_000;
/**
 * Opens each client makes in each loop before the measured rounds. A server just started spends
 * its first thousands of requests compiling its hot code (V8's optimising compiler, on threads of
 * its own that --cpu-prof does not show: a fifth of the server's CPU samples in perf during the
 * measured rounds after 3 opens per client); its CPU per HTTP open fell from about 1,400 us in
 * its first 2,000 opens to about 650 us after. The warm-up counts opens, not seconds: the
 * compiler waits for calls, however long they take on a busy machine.
 */
const WARMUP_OPENS_PER_CLIENT = 60;
/** The whole run gives up after this long, whatever happens. */
const HARD_LIMIT_MS = 300_000;
const COINS_PER_PLAYER = 1_000_000n;
/** The issue 20 target: HTTP opens at least half the bare ceiling. */
const TARGET_RATIO = 0.5;

const processes = Number(process.env.BENCH_PROCESSES || 1);
const profileDir = process.env.BENCH_PROFILE
  ? mkdtempSync(join(tmpdir(), 'skinbox-profile-'))
  : undefined;
const pg = requireServer('pg');

let database;
let server;
async function cleanup() {
  await server?.stop();
  await database?.drop();
}
const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

/** POSTs JSON over a kept-alive connection; resolves with the parsed answer. */
function postJson(agent, url, body, token) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function line(label, result) {
  return `${label.padEnd(40)} ${String(result.count).padStart(6)} opens  ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms`;
}

try {
  const loadBefore = await loadAverage();
  database = await scratchDatabase();
  server = await startServer({
    databaseUrl: database.url,
    processes,
    profileDir,
    // No drop is announced: the benchmark measures the open, not the socket fan-out.
    env: { PRIZE_ANNOUNCE_COINS: '1000000' },
  });
  const players = await makePlayers(database.url, CLIENTS, COINS_PER_PLAYER);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

  const boxes = await postJson(agent, `${server.base}/api/box/list`, { maxPrice: '1' });
  const boxId = boxes.data.list[0].boxId;

  const openUrl = `${server.base}/api/box/open`;
  const overHttp = async (client) => {
    const body = await postJson(agent, openUrl, { boxId, count: 1 }, players[client].token);
    if (body.code !== 0) throw new Error(`open refused: ${JSON.stringify(body)}`);
  };

  const pool = new pg.Pool({ connectionString: database.url, max: CLIENTS });
  const ownStatement = async (client) => {
    const { rowCount } = await pool.query({
      name: 'open_site_box',
      text: 'SELECT * FROM open_site_box($1, $2, $3)',
      values: [players[client].userId, boxId, 1],
    });
    if (rowCount !== 1) throw new Error('open_site_box returned no drop');
  };
  const bare = async (client) => {
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      const debited = await connection.query(
        `UPDATE balances SET cents = cents - 100
          WHERE user_id = $1 AND currency = 'amount' AND cents >= 100 RETURNING cents`,
        [players[client].userId],
      );
      if (debited.rowCount !== 1) throw new Error('bare debit refused');
      await connection.query(
        `INSERT INTO ledger (user_id, currency, cents, account, kind, reference)
         VALUES ($1, 'amount', -100, 'house', 'bench.bare', 'bench')`,
        [players[client].userId],
      );
      await connection.query('COMMIT');
    } finally {
      connection.release();
    }
  };

  const loops = { overHttp, ownStatement, bare };
  const rounds = { overHttp: [], ownStatement: [], bare: [] };
  for (let i = 0; i < WARMUP_OPENS_PER_CLIENT; i += 1) {
    for (const work of Object.values(loops)) {
      await Promise.all(players.map((_, client) => work(client)));
    }
  }
  // CPU per call of each loop: the server's processes, the database's backends, this process.
  const backendsOf = async () =>
    (
      await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')
    ).rows.map((row) => row.pid);
  const cpu = Object.fromEntries(
    Object.keys(loops).map((name) => [
      name,
      { serverUser: 0, serverSystem: 0, database: 0, client: 0 },
    ]),
  );
  const httpWindows = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, work] of Object.entries(loops)) {
      const backends = await backendsOf();
      const before = cpuSeconds(server.pid, backends);
      const clientBefore = process.cpuUsage();
      const from = profileClockNow();
      rounds[name].push(await closedLoop({ clients: CLIENTS, durationMs: ROUND_MS, work }));
      if (name === 'overHttp') httpWindows.push([from, profileClockNow()]);
      const client = process.cpuUsage(clientBefore);
      // Backends that started during the loop (a pool replacing idle ones) count whole.
      const after = cpuSeconds(server.pid, [...new Set([...backends, ...(await backendsOf())])]);
      cpu[name].serverUser += after.tree.user - before.tree.user;
      cpu[name].serverSystem += after.tree.system - before.tree.system;
      for (const [pid, seconds] of after.others) {
        if (seconds !== undefined) cpu[name].database += seconds - (before.others.get(pid) ?? 0);
      }
      cpu[name].client += (client.user + client.system) / 1e6;
    }
  }
  await pool.end();
  agent.destroy();
  const http = summarize(rounds.overHttp);
  const own = summarize(rounds.ownStatement);
  const ceiling = summarize(rounds.bare);
  const mismatches = await ledgerMismatches(database.url);

  console.log(
    `${CLIENTS} concurrent clients, ${processes} server process${processes > 1 ? 'es' : ''}, PostgreSQL on 127.0.0.1, 1-coin box, 1 box per open, ${WARMUP_OPENS_PER_CLIENT} opens per client and loop as a warm-up, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each`,
  );
  console.log(`${loadBefore} before the run, ${await loadAverage()} after`);
  console.log(line('open over HTTP', http));
  console.log(line("ceiling: the open's statement (pg)", own));
  console.log(line('ceiling: bare debit + insert (pg)', ceiling));
  const ratio = http.perSecond / ceiling.perSecond;
  console.log(
    `ratio HTTP / bare ceiling: ${ratio.toFixed(3)} (target ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'not met'})`,
  );
  console.log(`ratio HTTP / own statement: ${(http.perSecond / own.perSecond).toFixed(3)}`);
  const micros = (seconds, result) => `${((seconds / result.count) * 1e6).toFixed(0)} µs`;
  console.log('CPU per call (user + system; the database: its backends on this database):');
  for (const [name, label] of [
    ['overHttp', 'open over HTTP'],
    ['ownStatement', "the open's statement"],
    ['bare', 'bare debit + insert'],
  ]) {
    const result = summarize(rounds[name]);
    const used = cpu[name];
    console.log(
      `  ${label.padEnd(22)} server ${micros(used.serverUser + used.serverSystem, result)} (system ${micros(used.serverSystem, result)}), database ${micros(used.database, result)}, benchmark client ${micros(used.client, result)}`,
    );
  }
  console.log(
    mismatches.length === 0
      ? 'ledger: every balance equals the sum of its ledger rows'
      : `ledger: ${mismatches.length} balances differ from their ledger: ${JSON.stringify(mismatches.slice(0, 5))}`,
  );
  await server.stop();
  server = undefined;
  if (profileDir) {
    console.log(`server CPU profile while the HTTP loop ran (${profileDir}):`);
    for (const text of summarizeProfiles(profileDir, { windows: httpWindows })) console.log(text);
  }
  if (mismatches.length > 0) process.exitCode = 1;
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
