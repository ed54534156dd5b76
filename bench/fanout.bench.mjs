// A prize announcement to SOCKETS sockets held by two server processes, and what it does to the
// HTTP requests answered meanwhile. Starts the real server as two processes on one port
// (src/cluster.ts; PostgreSQL and Redis on 127.0.0.1) with every drop announced, opens SOCKETS
// visitor websockets (the primary hands them to the processes in turn), then takes turns for
// ROUNDS rounds between two windows of WINDOW_MS, each with HTTP_CLIENTS clients calling
// /api/box/list as fast as it answers:
//   quiet      nothing else happens;
//   announcing a player opens a box (one announcement, published through Redis to both
//              processes), waits until every socket has it, pauses GAP_MS, and opens again.
// Prints the first-to-last time of each announcement (first socket to receive it to the last) and
// the HTTP p50/p99 of both windows. The HTTP clients run in a worker thread of their own, so the
// sockets' frames, read on this main thread, do not delay their figures; the sockets all live in
// this process, so first-to-last includes this process reading SOCKETS frames in turn.
//
//   FANOUT_SOCKETS=5000   another number of sockets
//   BENCH_PROCESSES=1     one server process (src/main.ts; Redis is then not needed)
//
// Needs PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and Redis at
// REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { playerAddress, postJson } from './support/http.mjs';
import { cpuSeconds, makePlayers, scratchDatabase, startServer } from './support/server.mjs';
import { closedLoop, loadAverage, percentile, summarize } from './support/stats.mjs';

const SOCKETS = Number(process.env.FANOUT_SOCKETS || 10_000);
/** Sockets are opened this many at a time. */
const OPEN_BATCH = 250;
const HTTP_CLIENTS = 8;
const ROUNDS = 2;
const WINDOW_MS = 5_000;
const GAP_MS = 100;
/** Announcements measured alone (no HTTP load) for their CPU cost. */
const ALONE_ANNOUNCEMENTS = 5;
/** An announcement that has not reached every socket by then counts as incomplete. */
const ANNOUNCEMENT_TIMEOUT_MS = 5_000;
const HARD_LIMIT_MS = 300_000;
/** The issue 20 targets. */
const TARGET_FIRST_TO_LAST_MS = 300;
const TARGET_P99_RISE_MS = 20;

/** A client's text frame (RFC 6455: masked, FIN set), for payloads under 126 bytes. */
function maskedTextFrame(text) {
  const payload = Buffer.from(text);
  if (payload.length >= 126) throw new Error('frame too long for this helper');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x81;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i += 1) frame[6 + i] = payload[i] ^ mask[i % 4];
  return frame;
}

if (!isMainThread) {
  // The HTTP clients: one window per message from the main thread, answered with its latencies.
  const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CLIENTS });
  const url = `${workerData.base}/api/box/list`;
  const work = async () => {
    const body = await postJson(agent, url, { maxPrice: '10' });
    if (body.code !== 0) throw new Error(`box/list refused: ${JSON.stringify(body)}`);
  };
  parentPort.on('message', async (message) => {
    if (message === 'stop') {
      agent.destroy();
      parentPort.close();
      return;
    }
    parentPort.postMessage(
      await closedLoop({ clients: HTTP_CLIENTS, durationMs: WINDOW_MS, work }),
    );
  });
} else {
  const processes = Number(process.env.BENCH_PROCESSES || 2);
  const sockets = [];
  let database;
  let server;
  let httpWorker;
  const cleanup = async () => {
    for (const socket of sockets) socket.destroy();
    await httpWorker?.terminate();
    await server?.stop();
    await database?.drop();
  };
  const hardStop = setTimeout(() => {
    console.error(`gave up after ${HARD_LIMIT_MS / 1000} s`);
    cleanup().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);

  /** The arrival times of the announcement under way (one slot per socket), and its waiter. */
  let current;
  const PRIZE = Buffer.from('activity.prize');
  const ENTERED = Buffer.from('"cid":1001');
  /**
   * A visitor websocket on a bare TCP socket: the handshake without compression, one masked text
   * frame to enter the home channel, then only a search of each chunk for the announcement's
   * event name (server frames are unmasked text). A websocket library would parse and emit every
   * frame, and this one thread reads SOCKETS of them per announcement.
   */
  const openSocket = (base, index) =>
    new Promise((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const socket = connect({ host: hostname, port: Number(port) });
      let upgraded = false;
      let entered = false;
      let tail = Buffer.alloc(0);
      socket.once('error', reject);
      socket.on('data', (chunk) => {
        if (!upgraded) {
          if (!chunk.includes('101')) return reject(new Error(`no upgrade: ${chunk}`));
          upgraded = true;
          socket.write(maskedTextFrame(JSON.stringify({ cid: 1001, data: '{"game":"home"}' })));
          return;
        }
        if (!entered) {
          if (chunk.includes(ENTERED)) {
            entered = true;
            resolve(socket);
          }
          return;
        }
        // The event name may straddle two chunks: keep the end of the previous one.
        const seen =
          chunk.includes(PRIZE) ||
          Buffer.concat([tail, chunk.subarray(0, PRIZE.length)]).includes(PRIZE);
        tail = chunk.subarray(Math.max(0, chunk.length - PRIZE.length));
        if (!seen || !current || current.arrivals[index] !== undefined) return;
        current.arrivals[index] = performance.now();
        current.count += 1;
        if (current.count === SOCKETS) current.done();
      });
      socket.once('connect', () =>
        socket.write(
          `GET /ws HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
            `X-Forwarded-For: ${playerAddress(index)}\r\n` +
            'Sec-WebSocket-Version: 13\r\n\r\n',
        ),
      );
    });

  try {
    const loadBefore = await loadAverage();
    database = await scratchDatabase();
    server = await startServer({
      databaseUrl: database.url,
      processes,
      // Every drop is announced.
      env: { PRIZE_ANNOUNCE_COINS: '0' },
    });
    const [opener] = await makePlayers(database.url, 1, 1_000_000n);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const boxes = await postJson(agent, `${server.base}/api/box/list`, { maxPrice: '1' });
    const boxId = boxes.data.list[0].boxId;

    for (let opened = 0; opened < SOCKETS; opened += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, SOCKETS - opened) }, (_, i) =>
        openSocket(server.base, opened + i),
      );
      sockets.push(...(await Promise.all(batch)));
    }

    /** One box opening and its announcement to every socket: first-to-last and open-to-last. */
    const announceOnce = async () => {
      const arrivals = new Array(SOCKETS);
      let done;
      const everyone = new Promise((resolve) => (done = resolve));
      current = { arrivals, count: 0, done };
      const sent = performance.now();
      const answer = await postJson(
        agent,
        `${server.base}/api/box/open`,
        { boxId, count: 1 },
        opener.token,
      );
      if (answer.code !== 0) throw new Error(`open refused: ${JSON.stringify(answer)}`);
      let timer;
      await Promise.race([
        everyone,
        new Promise((resolve) => (timer = setTimeout(resolve, ANNOUNCEMENT_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      current = undefined;
      const times = arrivals.filter((at) => at !== undefined);
      const first = Math.min(...times);
      const last = Math.max(...times);
      return { reached: times.length, firstToLast: last - first, openToLast: last - sent };
    };
    // Warm-up: the first announcements pay for code the server has not run yet.
    for (let i = 0; i < 3; i += 1) await announceOnce();
    // CPU per announcement with nothing else going on: the server's processes (the open and the
    // fan-out) and this process (reading the frames), less dependent on the machine's load than
    // the times.
    const serverBefore = cpuSeconds(server.pid).tree;
    const clientBefore = process.cpuUsage();
    const alone = [];
    for (let i = 0; i < ALONE_ANNOUNCEMENTS; i += 1) {
      alone.push(await announceOnce());
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const serverAfter = cpuSeconds(server.pid).tree;
    const clientUsed = process.cpuUsage(clientBefore);
    const serverCpuMs =
      ((serverAfter.user + serverAfter.system - serverBefore.user - serverBefore.system) * 1000) /
      ALONE_ANNOUNCEMENTS;
    const clientCpuMs = (clientUsed.user + clientUsed.system) / 1000 / ALONE_ANNOUNCEMENTS;

    httpWorker = new Worker(new URL(import.meta.url), { workerData: { base: server.base } });
    const httpWindow = () =>
      new Promise((resolve, reject) => {
        httpWorker.once('message', resolve);
        httpWorker.once('error', reject);
        httpWorker.postMessage('window');
      });
    const quiet = [];
    const announcing = [];
    const announcements = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      quiet.push(await httpWindow());
      const window = httpWindow();
      let windowOver = false;
      void window.then(() => (windowOver = true));
      while (!windowOver) {
        announcements.push(await announceOnce());
        await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      }
      announcing.push(await window);
    }
    httpWorker.postMessage('stop');

    const withoutAnnouncements = summarize(quiet);
    const duringAnnouncements = summarize(announcing);
    const spreads = announcements.map((a) => a.firstToLast).sort((a, b) => a - b);
    const openToLast = announcements.map((a) => a.openToLast).sort((a, b) => a - b);
    const complete = announcements.filter((a) => a.reached === SOCKETS).length;
    const rise = duringAnnouncements.p99 - withoutAnnouncements.p99;
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `${SOCKETS} sockets on ${processes} server process${processes > 1 ? 'es' : ''} (one port), PostgreSQL and Redis on 127.0.0.1, ${ROUNDS} rounds of ${WINDOW_MS / 1000} s per window`,
    );
    console.log(`${loadBefore} before the run, ${await loadAverage()} after`);
    console.log(
      `announcements: ${announcements.length}, ${complete} reached every socket (3 more before, as a warm-up, not counted)`,
    );
    console.log(
      `  first to last: p50 ${ms(percentile(spreads, 50))}  max ${ms(spreads.at(-1) ?? NaN)}  (target under ${TARGET_FIRST_TO_LAST_MS} ms: ${(spreads.at(-1) ?? Infinity) < TARGET_FIRST_TO_LAST_MS ? 'met' : 'not met'})`,
    );
    console.log(
      `  open sent to last socket: p50 ${ms(percentile(openToLast, 50))}  max ${ms(openToLast.at(-1) ?? NaN)}`,
    );
    const aloneSpreads = alone.map((a) => a.firstToLast).sort((a, b) => a - b);
    console.log(
      `  alone (no HTTP load, ${ALONE_ANNOUNCEMENTS} announcements): first to last p50 ${ms(percentile(aloneSpreads, 50))}; CPU per announcement: server ${ms(serverCpuMs)} (all its processes: the open and the fan-out), this process ${ms(clientCpuMs)} (reading the frames)`,
    );
    console.log(`HTTP /api/box/list, ${HTTP_CLIENTS} concurrent clients:`);
    for (const [label, result] of [
      ['without announcements', withoutAnnouncements],
      ['during announcements', duringAnnouncements],
    ]) {
      console.log(
        `  ${label.padEnd(22)} ${String(result.count).padStart(6)} calls  ${result.perSecond.toFixed(0).padStart(5)}/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}`,
      );
    }
    console.log(
      `  p99 rise ${ms(rise)} (target at most ${TARGET_P99_RISE_MS} ms: ${rise <= TARGET_P99_RISE_MS ? 'met' : 'not met'})`,
    );
    if (complete < announcements.length) process.exitCode = 1;
  } finally {
    clearTimeout(hardStop);
    await cleanup();
  }
}
