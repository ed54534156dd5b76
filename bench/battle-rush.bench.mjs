// Battles at rush: BATTLES rooms of 4 seats, each filled with bots by its creator at the same
// moment so they all start within about a second, on two server processes (src/cluster.ts,
// PostgreSQL and Redis on 127.0.0.1). Every room has VIEWERS_PER_ROOM sockets in its channel
// `battle:<id>` (its creator's and visitors'), each from an address of its own. A room's round n
// is due at startedAt + countdown + (n - 1) × round length (packages/rules/src/battleShow.ts,
// the shared clock every screen draws from); its drops leave ROUND_REVEAL_LEAD_MS ahead of it, and
// a screen starts the reel at the later of the schedule and the drops' arrival. Each viewer times
// the `round` event against the schedule.
// Prints how the starts spread, the round delay p50/p99/max over every viewer and round, and the
// share within TARGET_MS; then checks that every room settled, no stake is held and each balance
// equals its ledger. A broken check exits non-zero.
//
//   --battles N    rooms (default 200)
//   --viewers N    sockets per room (default 2)
//   --lanes N      due jobs each server process runs at once (JOB_LANES, default 1)
import { Agent } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { playerAddress, postJson } from './support/http.mjs';
import {
  ledgerMismatches,
  loadServerCode,
  makePlayers,
  requireServer,
  scratchDatabase,
  serverDir,
  startServer,
} from './support/server.mjs';
import { loadAverage, percentile } from './support/stats.mjs';

const WebSocket = requireServer('ws');
const pg = requireServer('pg');

const { values: flags } = parseArgs({
  options: {
    battles: { type: 'string', default: '200' },
    viewers: { type: 'string', default: '2' },
    lanes: { type: 'string', default: '1' },
  },
});
const BATTLES = Number(flags.battles);
const VIEWERS_PER_ROOM = Number(flags.viewers);
const SEATS = 4;
const BOXES_PER_ROOM = 2;
/** Clients that create the rooms, and that fill them. */
const CLIENTS = 32;
/** The issue's target: every viewer's round starts within this of its schedule. */
const TARGET_MS = 100;
const SETTLE_LIMIT_MS = 120_000;
const HARD_LIMIT_MS = 600_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;

/** Runs `work(item)` over `items` with `clients` at a time; returns each call's time. */
async function inParallel(items, clients, work) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        const t0 = performance.now();
        await work(item);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const loadBefore = await loadAverage();
const database = await scratchDatabase();
let server;
const sockets = [];
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
const watcher = new pg.Client({ connectionString: database.url });
const cleanup = async () => {
  for (const socket of sockets) socket.terminate();
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
  // tsx's loader, registered by loadServerCode, reads the server's TypeScript.
  await loadServerCode();
  const { roundStartsAt } = await import(
    pathToFileURL(`${serverDir}../../packages/rules/src/battleShow.ts`).href
  );
  server = await startServer({
    databaseUrl: database.url,
    processes: 2,
    env: { JOB_LANES: flags.lanes },
  });
  await watcher.connect();
  const creators = await makePlayers(database.url, BATTLES, 100_000n);
  creators.forEach((creator, i) => (creator.address = playerAddress(i)));
  const boxes = (await postJson(agent, `${server.base}/api/battle/boxIntro`, {})).data.list
    .sort((a, b) => Number(a.price) - Number(b.price))
    .slice(0, BOXES_PER_ROOM);

  const rooms = [];
  const createTimes = await inParallel(creators, CLIENTS, async (creator) => {
    const answer = await postJson(
      agent,
      `${server.base}/api/battle/create`,
      {
        boxes: boxes.map((box) => ({ boxId: box.boxId, count: 1 })),
        seats: SEATS,
        mode: 'classic',
      },
      creator.token,
      creator.address,
    );
    if (answer.code !== 0) throw new Error(`create refused: ${JSON.stringify(answer)}`);
    rooms.push({ battleId: answer.data.battleId, creator, startedAt: null, settled: 0 });
  });

  // The viewers: each room's channel, from addresses after the creators'.
  const byId = new Map(rooms.map((room) => [room.battleId, room]));
  /** Each round event's arrival against its round's spin (negative: ahead of it). */
  const arrivals = [];
  /** When each viewer's reel starts: at its spin, or at its drops' arrival when they come late. */
  const delays = [];
  const openViewer = (room, index) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}/ws`, {
        perMessageDeflate: false,
        headers: { 'x-forwarded-for': playerAddress(BATTLES + index) },
      });
      socket.once('error', reject);
      socket.once('open', () =>
        socket.send(
          JSON.stringify({ cid: 1001, data: JSON.stringify({ game: `battle:${room.battleId}` }) }),
        ),
      );
      socket.on('message', (raw) => {
        const received = Date.now();
        const frame = JSON.parse(raw.toString());
        if (frame.cid === 1001) return resolve(socket);
        if (frame.cid !== 1100) return;
        const { event, payload } = JSON.parse(frame.data);
        const seen = byId.get(payload.battleId);
        if (!seen) return;
        if (event === 'started') seen.startedAt = new Date(payload.startedAt);
        else if (event === 'round' && seen.startedAt) {
          const late = received - roundStartsAt(seen.startedAt, payload.round).getTime();
          arrivals.push(late);
          delays.push(Math.max(0, late));
        } else if (event === 'settled') seen.settled += 1;
      });
    });
  let viewerIndex = 0;
  for (const room of rooms) {
    const opening = [];
    for (let v = 0; v < VIEWERS_PER_ROOM; v += 1) opening.push(openViewer(room, viewerIndex++));
    sockets.push(...(await Promise.all(opening)));
  }

  // The rush: every creator fills their room with bots at once.
  const rushStarted = Date.now();
  const fillTimes = await inParallel(rooms, CLIENTS, async (room) => {
    const answer = await postJson(
      agent,
      `${server.base}/api/battle/fillBots`,
      { battleId: room.battleId },
      room.creator.token,
      room.creator.address,
    );
    if (answer.code !== 0) throw new Error(`fillBots refused: ${JSON.stringify(answer)}`);
  });
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (rooms.some((room) => room.settled < VIEWERS_PER_ROOM) && Date.now() < deadline) {
    await sleep(250);
  }

  const starts = rooms
    .filter((room) => room.startedAt)
    .map((room) => room.startedAt.getTime())
    .sort((a, b) => a - b);
  const { rows: statuses } = await watcher.query(
    'SELECT status, count(*)::int AS n FROM battles GROUP BY status',
  );
  const { rows: held } = await watcher.query(
    "SELECT count(*)::int AS n FROM stakes WHERE status = 'held'",
  );
  const mismatches = await ledgerMismatches(database.url);
  delays.sort((a, b) => a - b);
  arrivals.sort((a, b) => a - b);
  const ahead = arrivals.filter((late) => late <= 0).length;
  const within = delays.filter((delay) => delay <= TARGET_MS).length;
  const expectedRounds = BATTLES * VIEWERS_PER_ROOM * BOXES_PER_ROOM;

  console.log(
    `${BATTLES} battles of ${SEATS} seats (${BOXES_PER_ROOM} rounds each), ${VIEWERS_PER_ROOM} viewers per room (${sockets.length} sockets), 2 server processes with ${flags.lanes} job lane(s) each, PostgreSQL and Redis on 127.0.0.1`,
  );
  console.log(`${loadBefore} before the run, ${await loadAverage()} after`);
  console.log(
    `create: p50 ${ms(percentile(createTimes, 50))} p99 ${ms(percentile(createTimes, 99))}; fill with bots (the rush, ${CLIENTS} clients): p50 ${ms(percentile(fillTimes, 50))} p99 ${ms(percentile(fillTimes, 99))}`,
  );
  console.log(
    `starts: ${starts.length} rooms started, first ${starts.length ? starts[0] - rushStarted : NaN} ms after the rush began, spread first to last ${starts.length ? starts.at(-1) - starts[0] : NaN} ms`,
  );
  console.log(
    `round events against their spin: p50 ${ms(percentile(arrivals, 50))} p99 ${ms(percentile(arrivals, 99))} max ${ms(arrivals.at(-1) ?? NaN)}; ${ahead} arrived ahead of it`,
  );
  console.log(
    `rounds seen by viewers: ${delays.length} of ${expectedRounds}; reel start after the schedule p50 ${ms(percentile(delays, 50))} p99 ${ms(percentile(delays, 99))} max ${ms(delays.at(-1) ?? NaN)}; ${within} within ${TARGET_MS} ms (target all: ${within === expectedRounds ? 'met' : 'not met'})`,
  );
  console.log(
    `books: rooms ${statuses.map((s) => `${s.n} ${s.status}`).join(', ')}; held stakes ${held[0].n}; balance ≠ ledger ${mismatches.length}`,
  );
  const finished = statuses.find((s) => s.status === 'finished')?.n ?? 0;
  if (finished !== BATTLES || held[0].n > 0 || mismatches.length > 0) {
    console.error('BROKEN: a room did not finish or the books failed their check (see above)');
    process.exitCode = 1;
  }
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
