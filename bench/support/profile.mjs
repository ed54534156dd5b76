// Reads the V8 CPU profiles (--cpu-prof) a benchmark's server processes wrote and prints where
// their time went: by area (inclusive: an area counts every sample with one of its frames on the
// stack) and the functions with the most self time.
//
// Reading them: V8 samples the main thread only, and each sample counts the wall time since the
// last. On a busy machine a thread that wakes another process in a syscall (writev to a socket
// on 127.0.0.1) is often switched out there, so writev's self time is mostly time spent waiting
// for a core; the optimising compiler's threads, a fifth of a fresh server's CPU, are not shown
// (perf record -g on the process, with node --perf-basic-prof, shows both).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Which part of the stack a frame belongs to, from its script's path. */
function areaOf(url, functionName) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return 'V8 and native (program)';
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    url,
  );
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:')) {
    if (/net|stream|http|tls|dns|_http/.test(url)) return 'node: sockets and http';
    return 'node: other';
  }
  const inWorkspace = /\/(apps|packages)\/([^/]+)\/src\/([^/]+)/.exec(url);
  if (inWorkspace) {
    return inWorkspace[1] === 'apps'
      ? `${inWorkspace[2]}/${inWorkspace[3].replace(/\.ts$/, '')}`
      : `@skinbox/${inWorkspace[2]}`;
  }
  return url ? 'other scripts' : 'native';
}

function shortPlace(url, line) {
  const tail = url
    .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^.*\/(apps|packages)\//, '$1/');
  return tail ? `${tail}:${line + 1}` : '';
}

/** Now on the clock of V8's profile timestamps (monotonic, microseconds). */
export function profileClockNow() {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Summarises every .cpuprofile in `dir`, counting only the samples inside `windows` ([from, to]
 * pairs read with profileClockNow) when given; returns printable lines.
 */
export function summarizeProfiles(dir, { top = 15, windows } = {}) {
  const inWindow = (at) => !windows || windows.some(([from, to]) => at >= from && at <= to);
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const inclusive = new Map();
  const inclusiveFunctions = new Map();
  const self = new Map();
  let total = 0;
  let idle = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const hits = new Map();
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const dt = profile.timeDeltas[i] ?? 0;
      at += dt;
      if (inWindow(at)) hits.set(id, (hits.get(id) ?? 0) + dt);
    });
    for (const [id, time] of hits) {
      const node = nodes.get(id);
      const { functionName, url, lineNumber } = node.callFrame;
      total += time;
      if (functionName === '(idle)') {
        idle += time;
        continue;
      }
      const key = `${functionName || '(anonymous)'} ${shortPlace(url, lineNumber)}`;
      self.set(key, (self.get(key) ?? 0) + time);
      const areas = new Set();
      const functions = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = nodes.get(at).callFrame;
        if (frame.functionName === '(root)') continue;
        areas.add(areaOf(frame.url, frame.functionName));
        // Named functions of the server and its packages (node's own plumbing says little).
        if (frame.functionName && !frame.url.startsWith('node:') && frame.url) {
          functions.add(`${frame.functionName} ${shortPlace(frame.url, frame.lineNumber)}`);
        }
      }
      for (const area of areas) inclusive.set(area, (inclusive.get(area) ?? 0) + time);
      for (const name of functions) {
        inclusiveFunctions.set(name, (inclusiveFunctions.get(name) ?? 0) + time);
      }
    }
  }
  const busy = total - idle;
  const percent = (time) => `${((100 * time) / busy).toFixed(1).padStart(5)} %`;
  const lines = [
    `${files.length} profile(s), ${(total / 1e6).toFixed(1)} s sampled, busy ${((100 * busy) / total).toFixed(0)} % (shares below are of the busy time)`,
    'by area, inclusive:',
    ...[...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([area, time]) => `  ${percent(time)}  ${area}`),
    'functions of the server and its packages, inclusive:',
    ...[...inclusiveFunctions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2 * top)
      .map(([name, time]) => `  ${percent(time)}  ${name}`),
    'functions, self time:',
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `  ${percent(time)}  ${name}`),
  ];
  return lines;
}
