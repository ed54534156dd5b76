// A crowd of players on the whole site at once: PLAYERS simulated players (each a real account
// with its own websocket) on two server processes (src/cluster.ts, PostgreSQL and Redis on
// 127.0.0.1) for a fixed time. Each player has a page and acts on it after a think time:
//   crash (35 %)  bets on most rounds when a round opens, half with an auto cash-out, half
//                 escaping by hand a few seconds into the curve; reads the history between rounds
//   boxes (25 %)  browses the box list and details, opens the cheapest box
//   battle (15 %) browses the lobby, creates a room and fills it with bots, or joins a waiting one
//   lucky (10 %)  reads a target's odds, tries its luck
//   roll (15 %)   joins the open roll rooms, reads them
// and every player now and then browses the home and says a line in the chat.
// Prints, per action, the count, p50/p99 and the refusals (a rule said no: a late bet, chat slow
// mode) and failures (5xx or no answer); opens and stakes per second; the socket event delay
// (crash ticks: receipt against the tick's place on the round's clock, startsAt + elapsedMs;
// chat lines: receipt against the line's createdAt; one machine, one clock); and the CPU the server
// processes and their PostgreSQL backends spent per action. Then it stops, lets every game end
// and checks the books: each balance equals its ledger, no stake is still held, no crash bet was
// paid at a multiplier its round did not reach. A broken check or a failure exits non-zero.
//
//   --players N    players (default 1000)
//   --seconds S    how long the crowd plays (default 60)
//   --think-ms T   mean pause between a player's actions (default 3000)
//   --sweep        runs 250, 500, 1000 and 2000 players, each on a fresh database, and prints
//                  how p99 and CPU per action grow
//   --profile      the server processes write V8 CPU profiles; prints where the window's time went
//
// The players all live in this process: its event-loop delay is printed, as it adds to every
// figure measured here.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { playerAddress, postJson } from './support/http.mjs';
import {
  cpuSeconds,
  ledgerMismatches,
  loadServerCode,
  makePlayers,
  requireServer,
  sampleBackendCpu,
  scratchDatabase,
  startServer,
} from './support/server.mjs';
import { profileClockNow, summarizeProfiles } from './support/profile.mjs';
import { loadAverage, percentile } from './support/stats.mjs';

const WebSocket = requireServer('ws');
const pg = requireServer('pg');

const { values: flags } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '3000' },
    sweep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const SWEEP = [250, 500, 1000, 2000];
const SECONDS = Number(flags.seconds);
const THINK_MS = Number(flags['think-ms']);
const PROCESSES = 2;
const COINS = 1_000_000n;
/** Sockets are opened this many at a time. */
const OPEN_BATCH = 100;
/** Official roll rooms the crowd joins, open for the whole run. */
const ROLL_ROOMS = 3;
/** How long the games may take to end after the crowd stops (crash rounds, battles with bots). */
const SETTLE_LIMIT_MS = 120_000;
const PAGES = [
  ['crash', 35],
  ['boxes', 25],
  ['battle', 15],
  ['lucky', 10],
  ['roll', 15],
];
/** The share of players whose chat panel is open (they receive every line). */
const CHAT_WATCHERS = 0.5;
const CHAT_LINES = ['gl', 'nice drop', 'crash at 2x next?', 'who wants a battle', 'gg'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
/** An exponential think time around THINK_MS, as people pause irregularly. */
const think = () => sleep(Math.min(5 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS));

function pageOf(index) {
  const total = PAGES.reduce((sum, [, weight]) => sum + weight, 0);
  let at = ((index * 37) % total) + 0.5;
  for (const [page, weight] of PAGES) {
    if (at < weight) return page;
    at -= weight;
  }
  return PAGES[0][0];
}

/** Latencies and outcomes per action name. */
class Actions {
  byName = new Map();

  entry(name) {
    let entry = this.byName.get(name);
    if (!entry) {
      entry = { latencies: [], refused: new Map(), failed: new Map() };
      this.byName.set(name, entry);
    }
    return entry;
  }

  /** Calls `path` as `player`, timing it under `name`; resolves with the body or null. */
  async call(crowd, name, path, body, player) {
    const entry = this.entry(name);
    const t0 = performance.now();
    let answer;
    try {
      answer = await postJson(
        crowd.agent,
        `${crowd.base}${path}`,
        body,
        player?.token,
        player?.address,
      );
    } catch (error) {
      entry.failed.set(error.code ?? 'no answer', (entry.failed.get(error.code) ?? 0) + 1);
      return null;
    }
    entry.latencies.push(performance.now() - t0);
    if (answer.code === 0) return answer.data;
    const tally = answer.code >= 500 ? entry.failed : entry.refused;
    const key = `${answer.code} ${answer.msg}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    return null;
  }

  count() {
    let total = 0;
    for (const entry of this.byName.values()) total += entry.latencies.length;
    return total;
  }

  failures() {
    let total = 0;
    for (const entry of this.byName.values()) for (const n of entry.failed.values()) total += n;
    return total;
  }
}

/** How long a socket may take to open, authenticate and enter its channels. */
const SOCKET_OPEN_TIMEOUT_MS = 30_000;

/** A player's websocket: authenticated, in its channels, timing the events it measures. */
function openPlayerSocket(crowd, player, channels) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${crowd.base.replace(/^http/, 'ws')}/ws`, {
      perMessageDeflate: false,
      headers: { 'x-forwarded-for': player.address },
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(
        new Error(`socket of player ${player.userId} not ready in ${SOCKET_OPEN_TIMEOUT_MS} ms`),
      );
    }, SOCKET_OPEN_TIMEOUT_MS);
    const send = (cid, data) => socket.send(JSON.stringify({ cid, data: JSON.stringify(data) }));
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed: ${code} ${reason}`)));
    socket.once('open', () => send(11, { token: player.token }));
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.cid === 12) {
        clearTimeout(timer);
        if (!JSON.parse(frame.data).isValid) return reject(new Error('socket auth refused'));
        for (const game of channels) send(1001, { game });
        return resolve(socket);
      }
      if (frame.cid !== 1100) return;
      const received = Date.now();
      const { event, payload } = JSON.parse(frame.data);
      crowd.onEvent(player, event, payload, received);
    });
  });
}

/** What a run must undo if this process is told to stop (Ctrl-C, kill). */
let stopRun = async () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the server and dropping the database`);
    stopRun().finally(() => process.exit(1));
  });
}

async function runCrowd(playerCount) {
  const loadBefore = await loadAverage();
  const database = await scratchDatabase();
  const profileDir = flags.profile ? mkdtempSync(join(tmpdir(), 'skinbox-crowd-prof-')) : null;
  let profileWindow;
  let server;
  const sockets = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const databaseName = new URL(database.url).pathname.slice(1);
  const watcher = new pg.Client({ connectionString: database.url });
  const stop = async () => {
    for (const socket of sockets) socket.terminate();
    agent.destroy();
    await watcher.end().catch(() => {});
    await server?.stop();
    await database.drop();
  };
  stopRun = stop;
  try {
    server = await startServer({
      databaseUrl: database.url,
      processes: PROCESSES,
      // The loop salts a chain of its own, so rounds play from the start.
      env: { CRASH_DEMO_CHAIN: '1' },
      profileDir,
    });
    await watcher.connect();
    const crowd = {
      base: server.base,
      agent,
      actions: new Actions(),
      running: true,
      roundStarts: new Map(),
      /** Round id → the bettors waiting for it to run, who escape by hand. */
      manualEscapes: new Map(),
      tickDelays: [],
      chatDelays: [],
      opens: 0,
      stakes: 0,
      battlesCreated: [],
      onEvent(player, event, payload, received) {
        if (event === 'crash.round') {
          this.roundStarts.set(payload.roundId, Date.parse(payload.startsAt));
          if (player.page === 'crash') void betOnRound(this, player, payload);
        } else if (event === 'crash.tick') {
          const startsAt = this.roundStarts.get(payload.roundId);
          if (startsAt !== undefined) this.tickDelays.push(received - startsAt - payload.elapsedMs);
        } else if (event === 'line') {
          this.chatDelays.push(received - Date.parse(payload.createdAt));
        }
      },
    };

    // What the players act on: the cheapest boxes, a lucky target, official roll rooms.
    const boxes = (await postJson(agent, `${server.base}/api/box/list`, { maxPrice: '5' })).data
      .list;
    const cheapBoxes = boxes.slice(0, 3).map((box) => box.boxId);
    const goods = (
      await postJson(agent, `${server.base}/api/lucky/goods`, {
        page: 1,
        pageSize: 10,
        maxPrice: '20',
      })
    ).data.list.map((g) => g.goodsId);
    const battleBoxes = (await postJson(agent, `${server.base}/api/battle/boxIntro`, {})).data.list
      .sort((a, b) => Number(a.price) - Number(b.price))
      .slice(0, 3)
      .map((box) => box.boxId);
    crowd.cheapBoxes = cheapBoxes;
    crowd.battleBoxes = battleBoxes;
    crowd.luckyGoods = goods;
    crowd.rollRooms = await openRollRooms(database.url, goods, playerCount);

    const started = performance.now();
    const players = await makePlayers(database.url, playerCount, COINS);
    players.forEach((player, index) => {
      player.page = pageOf(index);
      player.address = playerAddress(index);
      player.joinedRooms = new Set();
    });
    const madeSeconds = (performance.now() - started) / 1000;
    const state = await postJson(agent, `${server.base}/api/crash/state`, {});
    if (state.data.round) {
      crowd.roundStarts.set(state.data.round.roundId, Date.parse(state.data.round.startsAt));
    }
    for (let opened = 0; opened < players.length; opened += OPEN_BATCH) {
      const batch = players.slice(opened, opened + OPEN_BATCH).map((player, i) => {
        const channels = ['home'];
        if (player.page === 'crash') channels.push('crash');
        if (player.page === 'battle') channels.push('battle');
        if ((opened + i) % Math.round(1 / CHAT_WATCHERS) === 0) channels.push('chat:lobby');
        return openPlayerSocket(crowd, player, channels);
      });
      sockets.push(...(await Promise.all(batch)));
    }

    // The measured window: every player's loop for SECONDS, CPU read before and after.
    const backends = sampleBackendCpu(watcher, databaseName);
    const cpuBefore = cpuSeconds(server.pid);
    const clientBefore = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const windowStart = performance.now();
    const profileFrom = profileClockNow();
    const deadline = windowStart + SECONDS * 1000;
    await Promise.all(
      players.map(async (player) => {
        await sleep(Math.random() * THINK_MS);
        while (performance.now() < deadline) {
          await actOnce(crowd, player);
          await think();
        }
      }),
    );
    crowd.running = false;
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const profileTo = profileClockNow();
    profileWindow = [profileFrom, profileTo];
    loopDelay.disable();
    const databaseCpu = await backends.stop();
    const cpuAfter = cpuSeconds(server.pid);
    const clientUsed = process.cpuUsage(clientBefore);
    const serverCpu =
      cpuAfter.tree.user + cpuAfter.tree.system - cpuBefore.tree.user - cpuBefore.tree.system;
    const invariants = await settleAndCheck(crowd, players, database.url, watcher);
    return {
      playerCount,
      madeSeconds,
      windowSeconds,
      crowd,
      serverCpu,
      databaseCpu,
      clientCpu: (clientUsed.user + clientUsed.system) / 1e6,
      loopDelayP99: loopDelay.percentile(99) / 1e6,
      invariants,
      loadBefore,
      loadAfter: await loadAverage(),
    };
  } finally {
    await stop();
    if (profileDir) {
      console.log('where the server processes spent the window (V8 CPU profiles):');
      for (const line of summarizeProfiles(profileDir, { windows: [profileWindow] })) {
        console.log(`  ${line}`);
      }
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

/** Official roll rooms with house prizes, drawn an hour from now, room for every player. */
async function openRollRooms(databaseUrl, goodsIds, playerCount) {
  const { openPostgres } = await loadServerCode();
  const { serverDir } = await import('./support/server.mjs');
  const { pathToFileURL } = await import('node:url');
  const load = (path) => import(pathToFileURL(`${serverDir}src/${path}`).href);
  const [{ createRoom }, { rollJobs }, { createLocalHub }, { SocketRegistry }] = await Promise.all([
    load('roll/actions.ts'),
    load('roll/jobs.ts'),
    load('socket/localHub.ts'),
    load('socket/registry.ts'),
  ]);
  const database = openPostgres(databaseUrl);
  try {
    const jobs = rollJobs(createLocalHub(new SocketRegistry()));
    const rooms = [];
    for (let i = 0; i < ROLL_ROOMS; i += 1) {
      rooms.push(
        await createRoom(
          database.db,
          jobs,
          {
            name: `Crowd room ${i + 1}`,
            cap: Math.min(2000, playerCount),
            drawAt: new Date(Date.now() + 3_600_000),
            prizes: { from: 'house', itemIds: goodsIds.slice(0, 3) },
          },
          new Date(),
        ),
      );
    }
    return rooms;
  } finally {
    await database.close();
  }
}

/** A crash player's bet on a new round: most rounds, half with an auto cash-out. */
async function betOnRound(crowd, player, round) {
  if (!crowd.running || !chance(0.8)) return;
  const bettingLeft = Date.parse(round.startsAt) - Date.now();
  await sleep(Math.random() * Math.max(0, bettingLeft - 1000));
  if (!crowd.running) return;
  const auto = chance(0.5);
  const bet = await crowd.actions.call(
    crowd,
    'crash.bet',
    '/api/crash/bet',
    { stake: '1.00', autoCashOut: auto ? 110 + Math.floor(Math.random() * 200) : null },
    player,
  );
  if (!bet) return;
  crowd.stakes += 1;
  if (auto) return;
  // By hand: a few seconds into the curve, if it has not crashed by then (then it is refused).
  await sleep(Math.max(0, Date.parse(round.startsAt) - Date.now()) + 500 + Math.random() * 4000);
  await crowd.actions.call(crowd, 'crash.escape', '/api/crash/escape', {}, player);
}

/** One action of `player`, chosen from its page's mix. */
async function actOnce(crowd, player) {
  const { actions } = crowd;
  if (chance(0.1)) {
    await actions.call(crowd, 'home', '/api/box/list', {}, player);
    return;
  }
  if (chance(0.03)) {
    await actions.call(crowd, 'chat.send', '/api/chat/send', { body: pick(CHAT_LINES) }, player);
    return;
  }
  switch (player.page) {
    case 'crash':
      await actions.call(crowd, 'crash.history', '/api/crash/history', { page: 1 }, player);
      return;
    case 'boxes':
      if (chance(0.5)) {
        await actions.call(
          crowd,
          'box.detail',
          '/api/box/detail',
          { boxId: pick(crowd.cheapBoxes) },
          player,
        );
        return;
      }
      if (
        await actions.call(
          crowd,
          'box.open',
          '/api/box/open',
          { boxId: pick(crowd.cheapBoxes), count: 1 },
          player,
        )
      ) {
        crowd.opens += 1;
      }
      return;
    case 'battle':
      return battleAction(crowd, player);
    case 'lucky':
      if (chance(0.4)) {
        await actions.call(
          crowd,
          'lucky.detail',
          '/api/lucky/detail',
          { goodsId: pick(crowd.luckyGoods) },
          player,
        );
        return;
      }
      if (
        await actions.call(
          crowd,
          'lucky.try',
          '/api/lucky/try',
          { goodsId: pick(crowd.luckyGoods), chance: 30 },
          player,
        )
      ) {
        crowd.stakes += 1;
      }
      return;
    case 'roll': {
      const rollId = crowd.rollRooms.find((id) => !player.joinedRooms.has(id));
      if (rollId !== undefined) {
        player.joinedRooms.add(rollId);
        await actions.call(crowd, 'roll.join', '/api/roll/join', { rollId }, player);
        return;
      }
      await actions.call(
        crowd,
        'roll.detail',
        '/api/roll/detail',
        { rollId: pick(crowd.rollRooms) },
        player,
      );
      return;
    }
  }
}

/** The battle lobby: browse it, join a waiting room, or create one and (mostly) fill it with bots. */
async function battleAction(crowd, player) {
  const { actions } = crowd;
  const lobby = await actions.call(crowd, 'battle.list', '/api/battle/list', { page: 1 }, player);
  if (!lobby || chance(0.4)) return;
  const waiting = lobby.list.find(
    (room) => room.status === 'waiting' && room.seats.some((seat) => seat.player === null),
  );
  if (waiting && chance(0.5)) {
    const free = waiting.seats.find((seat) => seat.player === null);
    if (
      await actions.call(
        crowd,
        'battle.join',
        '/api/battle/join',
        { battleId: waiting.battleId, seat: free.seat },
        player,
      )
    ) {
      crowd.stakes += 1;
    }
    return;
  }
  const created = await actions.call(
    crowd,
    'battle.create',
    '/api/battle/create',
    {
      boxes: [{ boxId: pick(crowd.battleBoxes), count: 1 + Math.floor(Math.random() * 3) }],
      seats: 2 + Math.floor(Math.random() * 3),
      mode: chance(0.8) ? 'classic' : 'clown',
    },
    player,
  );
  if (!created) return;
  crowd.stakes += 1;
  crowd.battlesCreated.push({ battleId: created.battleId, creator: player });
  if (chance(0.6)) {
    await actions.call(
      crowd,
      'battle.fillBots',
      '/api/battle/fillBots',
      { battleId: created.battleId },
      player,
    );
  }
}

/**
 * After the crowd stops: fills the rooms still waiting with bots, waits until no stake is held
 * (the crash round crashed, the battles played out), then checks the books.
 */
async function settleAndCheck(crowd, players, databaseUrl, client) {
  for (const { battleId, creator } of crowd.battlesCreated) {
    await postJson(
      crowd.agent,
      `${crowd.base}/api/battle/fillBots`,
      { battleId },
      creator.token,
      creator.address,
    );
  }
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let held;
  for (;;) {
    const { rows } = await client.query(
      "SELECT game, count(*)::int AS n FROM stakes WHERE status = 'held' GROUP BY game",
    );
    held = rows;
    if (held.length === 0 || Date.now() > deadline) break;
    await sleep(1000);
  }
  const mismatches = await ledgerMismatches(databaseUrl);
  const { rows: overpaid } = await client.query(
    `SELECT b.id, b.cashed_out_at, r.crash_point FROM crash_bets b
       JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'cashed' AND b.cashed_out_at > r.crash_point`,
  );
  const { rows: counts } = await client.query(
    `SELECT (SELECT count(*)::int FROM crash_bets) AS "crashBets",
            (SELECT count(*)::int FROM crash_bets WHERE status = 'cashed') AS "crashCashed",
            (SELECT count(*)::int FROM stakes) AS stakes`,
  );
  return { held, mismatches, overpaid, counts: counts[0], players: players.length };
}

const ms = (value) => `${value.toFixed(1)} ms`;

function report(result) {
  const { crowd, windowSeconds } = result;
  const actions = crowd.actions.count();
  console.log(
    `${result.playerCount} players (each an account with its own socket) on ${PROCESSES} server processes, PostgreSQL and Redis on 127.0.0.1, ${windowSeconds.toFixed(0)} s, think time ~${THINK_MS} ms`,
  );
  console.log(`${result.loadBefore} before the run, ${result.loadAfter} after`);
  console.log(`  (players made in ${result.madeSeconds.toFixed(1)} s, before the window)`);
  console.log('action              count   p50        p99        refused  failed');
  for (const [name, entry] of [...crowd.actions.byName].sort()) {
    const sorted = entry.latencies.sort((a, b) => a - b);
    const refused = [...entry.refused.values()].reduce((a, b) => a + b, 0);
    const failed = [...entry.failed.values()].reduce((a, b) => a + b, 0);
    console.log(
      `  ${name.padEnd(16)} ${String(sorted.length).padStart(6)}  ${ms(percentile(sorted, 50)).padStart(9)}  ${ms(percentile(sorted, 99)).padStart(9)}  ${String(refused).padStart(7)}  ${String(failed).padStart(6)}`,
    );
    for (const [key, n] of [...entry.refused, ...entry.failed]) console.log(`      ${n} × ${key}`);
  }
  const all = [...crowd.actions.byName.values()].flatMap((e) => e.latencies).sort((a, b) => a - b);
  console.log(
    `  all actions      ${String(all.length).padStart(6)}  ${ms(percentile(all, 50)).padStart(9)}  ${ms(percentile(all, 99)).padStart(9)}  (${(all.length / windowSeconds).toFixed(0)}/s)`,
  );
  console.log(
    `opens ${(crowd.opens / windowSeconds).toFixed(1)}/s, stakes (crash bets, battle seats, lucky tries) ${(crowd.stakes / windowSeconds).toFixed(1)}/s`,
  );
  const ticks = crowd.tickDelays.sort((a, b) => a - b);
  const lines = crowd.chatDelays.sort((a, b) => a - b);
  console.log(
    `socket event delay: crash.tick (round clock → received) ${ticks.length} frames p50 ${ms(percentile(ticks, 50))} p99 ${ms(percentile(ticks, 99))}; chat line (createdAt → received) ${lines.length} frames p50 ${ms(percentile(lines, 50))} p99 ${ms(percentile(lines, 99))}`,
  );
  console.log(
    `CPU per action: server processes ${ms((1000 * result.serverCpu) / actions)}, PostgreSQL backends ${ms((1000 * result.databaseCpu) / actions)} (window totals ${result.serverCpu.toFixed(1)} s and ${result.databaseCpu.toFixed(1)} s); this process ${result.clientCpu.toFixed(1)} s, its event-loop delay p99 ${ms(result.loopDelayP99)}`,
  );
  const { held, mismatches, overpaid, counts } = result.invariants;
  console.log(
    `books: ${counts.stakes} stakes, ${counts.crashBets} crash bets (${counts.crashCashed} cashed out); ` +
      `held stakes after the games ended: ${held.length === 0 ? 'none' : held.map((h) => `${h.n} ${h.game}`).join(', ')}; ` +
      `balance ≠ ledger: ${mismatches.length}; crash bets paid above their round's crash point: ${overpaid.length}`,
  );
  const broken =
    held.length > 0 || mismatches.length > 0 || overpaid.length > 0 || crowd.actions.failures() > 0;
  if (broken) {
    console.error('BROKEN: an invariant failed or an action failed (see above)');
    for (const row of [...mismatches, ...overpaid].slice(0, 10))
      console.error(`  ${JSON.stringify(row)}`);
  }
  return { broken, actions, all };
}

const HARD_LIMIT_MS = 60 * 60 * 1000;
const hardStop = setTimeout(() => {
  console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();

const sizes = flags.sweep ? SWEEP : [Number(flags.players)];
const rows = [];
let broken = false;
for (const size of sizes) {
  if (sizes.length > 1) console.log(`\n-- ${size} players --`);
  const result = await runCrowd(size);
  const printed = report(result);
  broken ||= printed.broken;
  rows.push({
    size,
    perSecond: printed.all.length / result.windowSeconds,
    p99: percentile(printed.all, 99),
    server: (1000 * result.serverCpu) / printed.actions,
    database: (1000 * result.databaseCpu) / printed.actions,
    load: `${result.loadBefore} → ${result.loadAfter}`,
  });
}
if (rows.length > 1) {
  console.log('\nsweep: how the cost grows with the crowd');
  console.log('players  actions/s  p99 (all)   server CPU/action  PostgreSQL CPU/action');
  for (const row of rows) {
    console.log(
      `  ${String(row.size).padStart(5)}  ${row.perSecond.toFixed(0).padStart(9)}  ${ms(row.p99).padStart(9)}  ${ms(row.server).padStart(17)}  ${ms(row.database).padStart(21)}   ${row.load}`,
    );
  }
}
if (broken) process.exitCode = 1;
