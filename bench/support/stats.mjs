// Figures for benchmarks: percentiles and a fixed-time closed loop of concurrent clients.

/** The p-th percentile of an ascending array (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Runs `work(client)` in `clients` parallel loops for `durationMs` (each client starts its next
 * call when its last one answered); returns every latency and the time taken.
 */
export async function closedLoop({ clients, durationMs, work }) {
  const latencies = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await work(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** Count, rate, p50 and p99 of one or more rounds of a loop. */
export function summarize(rounds) {
  const latencies = rounds.flatMap((round) => round.latencies).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The machine's load average over the last minute, for the record of a run. */
export async function loadAverage() {
  const { loadavg, availableParallelism } = await import('node:os');
  return `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
}
