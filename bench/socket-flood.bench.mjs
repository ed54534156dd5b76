// Socket floods (issue 27) against a real server (src/main.ts on a scratch PostgreSQL database):
// one visitor socket sends 200,000 channel entries (the issue saw +48 MB), then 20 sockets send
// 2,000 heartbeats each while /api/health is timed until the flood is over (the issue saw its median go from 4 ms to
// 966 ms). Prints the server's resident memory before and after the first flood, how many frames
// were answered and how the sockets ended, /api/health's median and p95 quiet and under the
// second flood, and the load average before and after.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { redisUrl, requireServer, scratchDatabase, startServer } from './support/server.mjs';
import { percentile } from './support/stats.mjs';

const WebSocket = requireServer('ws');
const CHANNELS = 200_000;
const SOCKETS = 20;
const HEARTBEATS = 2_000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const frame = (cid, data) => JSON.stringify({ cid, data: JSON.stringify(data) });

console.log(`load average before: ${load()}`);
const database = await scratchDatabase();
let server;
try {
  // The first start seeds the catalogue (about 1 GB while it runs); the flood meets a restart.
  // On Redis, as a site of several processes runs: the heartbeat's onlineNum is read there.
  const env = { REDIS_URL: redisUrl() };
  await (await startServer({ databaseUrl: database.url, env })).stop();
  server = await startServer({ databaseUrl: database.url, env });
  const wsUrl = `${server.base.replace(/^http/, 'ws')}/ws`;
  const open = () =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl);
      const state = { socket, answered: 0, closeCode: null };
      socket.on('message', () => (state.answered += 1));
      socket.on('close', (code) => (state.closeCode = code));
      socket.once('open', () => resolve(state));
      socket.once('error', reject);
    });
  const closed = (state) =>
    state.closeCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => state.socket.once('close', resolve));

  await sleep(3_000);
  const before = rssMb(server.pid);
  const flooder = await open();
  for (let id = 1; id <= CHANNELS; id++) {
    if (flooder.socket.readyState !== WebSocket.OPEN) break;
    flooder.socket.send(frame(1001, { game: `battle:${id}` }));
  }
  await Promise.race([closed(flooder), sleep(30_000)]);
  await sleep(2_000);
  const after = rssMb(server.pid);
  console.log(
    `channel flood: ${CHANNELS} entries sent, ${flooder.answered} answered, socket ended with ` +
      `${flooder.closeCode ?? 'no close'}; server RSS ${before.toFixed(1)} MB -> ${after.toFixed(1)} MB ` +
      `(${(after - before).toFixed(1)} MB)`,
  );
  flooder.socket.terminate();

  /** /api/health timed for `durationMs`, or until `done()` says the flood is over. */
  const health = async (durationMs, done = () => false) => {
    const times = [];
    const deadline = performance.now() + durationMs;
    while (performance.now() < deadline && (times.length < 5 || !done())) {
      const started = performance.now();
      await (await fetch(`${server.base}/api/health`)).text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} calls)`;
  };
  console.log(`/api/health quiet: ${await health(3_000)}`);
  const beaters = await Promise.all(Array.from({ length: SOCKETS }, open));
  for (const beater of beaters) {
    for (let i = 0; i < HEARTBEATS; i++) beater.socket.send(frame(2, {}));
  }
  const over = () => beaters.every((b) => b.closeCode !== null || b.answered >= HEARTBEATS);
  const floodStarted = performance.now();
  const underFlood = await health(30_000, over);
  const floodSeconds = ((performance.now() - floodStarted) / 1000).toFixed(1);
  const answered = beaters.reduce((sum, b) => sum + b.answered, 0);
  const ended = beaters.filter((b) => b.closeCode !== null).map((b) => b.closeCode);
  console.log(
    `/api/health beside ${SOCKETS} sockets x ${HEARTBEATS} heartbeats: ${underFlood}; ` +
      `${answered} heartbeats answered, ${ended.length} sockets closed (${[...new Set(ended)].join(', ')}), ` +
      `the flood lasted ${floodSeconds} s`,
  );
  for (const beater of beaters) beater.socket.terminate();
} finally {
  await server?.stop();
  await database.drop();
  console.log(`load average after: ${load()}`);
}
