// Box battles on PostgreSQL, through the server's own battle actions (apps/server/src/battles):
// 1. one full 8-seat battle of 6 boxes: the server time from the last join (which rolls all 48
//    drops and schedules the rounds) to the settlement (48 drops into bags, 8 stakes out of escrow),
//    the show's clock left out; median of RUNS battles;
// 2. battles settled per second with CLIENTS concurrent clients, each creating a 2-seat room of one
//    box, a second player joining it (the start) and the settlement, for DURATION_MS.
// Makes a fresh database on the PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
// and drops it at the end. Prints both figures.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const RUNS = 7;
const CLIENTS = 32;
const DURATION_MS = 10_000;
const HARD_LIMIT_MS = 240_000;

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = `${root}apps/server/`;
const requireServer = createRequire(`${serverDir}package.json`);
const pg = requireServer('pg');
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `skinbox_bench_${randomBytes(5).toString('hex')}`;
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${name}`;
if (!['127.0.0.1', 'localhost'].includes(benchUrl.hostname)) {
  console.error('the benchmark only talks to a PostgreSQL on 127.0.0.1');
  process.exit(2);
}

const admin = new pg.Client({ connectionString: adminUrl });
let database;
async function cleanup() {
  await database?.close().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}
const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  cleanup().finally(() => process.exit(1));
}, HARD_LIMIT_MS);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const tsxApi = requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { register } = await import(pathToFileURL(tsxApi).href);
  register();
  const load = (path) => import(`${serverDir}src/${path}`);
  const { openPostgres } = await load('db/database.ts');
  const { loadConfig } = await load('config.ts');
  const { seedBase } = await load('seed/baseSeed.ts');
  const { seedFeatures } = await load('app.ts');
  const { createTestUser } = await load('testing/users.ts');
  const { credit } = await load('money/ledger.ts');
  const { createBattle } = await load('battles/rooms.ts');
  const { joinBattle, settleBattle } = await load('battles/play.ts');
  const { battleBoxPrices } = await load('battles/queries.ts');
  const { battleJobs } = await load('battles/jobs.ts');
  const silentHub = {
    broadcast() {},
    sendToUser() {},
    sendToGame() {},
    onlineCount: async () => 0,
  };

  const config = { ...loadConfig({}), DATABASE_URL: benchUrl.toString() };
  database = openPostgres(benchUrl.toString());
  // The drop at the end terminates what the pool still holds; that is not a failure of the run.
  database.db.$client.on('error', () => {});
  await database.migrate();
  await seedBase(database.db);
  await seedFeatures({ db: database.db, config });
  const db = database.db;
  const jobs = battleJobs(config, silentHub);
  const [boxId] = [...(await battleBoxPrices(db)).keys()];

  async function player() {
    const user = await createTestUser(database);
    await credit(db, {
      userId: user.userId,
      currency: 'amount',
      cents: 100_000_000n,
      kind: 'bench.grant',
      reference: 'bench',
      account: 'promotions',
    });
    return user.userId;
  }

  // 1. One full battle: 8 seats, 6 boxes.
  const seats = await Promise.all(Array.from({ length: 8 }, player));
  const fullRuns = [];
  for (let run = 0; run < RUNS; run += 1) {
    const battleId = await createBattle(db, jobs, seats[0], {
      boxes: [{ boxId, count: 6 }],
      seats: 8,
      mode: 'classic',
    });
    for (let seat = 2; seat <= 7; seat += 1) {
      await joinBattle(db, jobs, seats[seat - 1], { battleId, seat });
    }
    const started = performance.now();
    await joinBattle(db, jobs, seats[7], { battleId, seat: 8 });
    await db.transaction((tx) => settleBattle(tx, battleId, new Date()));
    fullRuns.push(performance.now() - started);
  }
  console.log(
    `one 8-seat battle of 6 boxes, last join to settlement: median ${median(fullRuns).toFixed(1)} ms ` +
      `(runs: ${fullRuns.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );

  // 2. Battles settled per second with CLIENTS clients.
  const pairs = [];
  for (let i = 0; i < CLIENTS; i += 1) pairs.push([await player(), await player()]);
  let settled = 0;
  const deadline = performance.now() + DURATION_MS;
  const begun = performance.now();
  await Promise.all(
    pairs.map(async ([creator, joiner]) => {
      while (performance.now() < deadline) {
        const battleId = await createBattle(db, jobs, creator, {
          boxes: [{ boxId, count: 1 }],
          seats: 2,
          mode: 'classic',
        });
        await joinBattle(db, jobs, joiner, { battleId, seat: 2 });
        if (await db.transaction((tx) => settleBattle(tx, battleId, new Date()))) settled += 1;
      }
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  console.log(
    `battles settled per second with ${CLIENTS} clients: ${(settled / seconds).toFixed(1)} ` +
      `(${settled} create + join + settle in ${seconds.toFixed(1)} s)`,
  );
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
