// bench/site: for every game page of both layouts, what the page downloads to render its first
// screen (JS + CSS, gzip) and its Lighthouse mobile performance score, against the production
// server (built site, real server, seeded database). Prints one table and exits non-zero when a
// page misses a target. Everything runs on 127.0.0.1 and stops by itself.
//
//   --pages /m/home,/p/crash   only these pages (paths as in the table, without the query)
//   --runs 3                   Lighthouse runs per page, the median reported; 0 measures bytes only
//   --blocking                 also the main-thread blocking after first paint, from a trace
//   --dist <folder>            measures that build of the site instead of building one
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { seedSite } from './support/siteSeed.mjs';
import { loadAverage } from './support/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The token key of the stores (packages/stores STORAGE_KEYS.token). */
const TOKEN_KEY = 'skinbox_token';
// Targets of issue 32: every game page's first screen at most 150 KB gzip, the home's at most
// 140 KB, and Lighthouse mobile at least 0.95 on each.
const SIZE_BUDGET_KB = 150;
const HOME_BUDGET_KB = 140;
const SCORE_TARGET = 0.95;
// A run whose Chrome trace broke (runtimeError NO_NAVSTART and the like) has no score; it is run
// again, up to this many extra runs per page, and left out of the median.
const RETRIES = 10;
/** A page's load on a shared machine under a load of 30 on 2 cores took over 30 s (Playwright's default). */
const PAGE_TIMEOUT_MS = 120_000;
/** Boxes the player opens before the run, so its bag shows a list. */
const BAG_OPENS = 5;

/**
 * The game pages (routing/manifest.ts) in both layouts. `query` adds what a page needs from the
 * seeded data; `signedIn` pages are opened as the seeded player (the guard sends a visitor away).
 */
const GAME_PAGES = [
  { m: '/m/home', p: '/p/home', budget: HOME_BUDGET_KB },
  { m: '/m/openbox', p: '/p/openbox', query: ({ boxId }) => `?boxId=${boxId}` },
  { m: '/m/crash', p: '/p/crash' },
  { m: '/m/battle/list', p: '/p/battle/list' },
  {
    m: '/m/battleDetail',
    p: '/p/battleDetail',
    query: ({ battleId }) => `?battleId=${battleId}`,
    signedIn: true,
  },
  { m: '/m/roll', p: '/p/roll' },
  { m: '/m/lucky', p: '/p/lucky' },
  { m: '/m/bag', p: '/p/me/bag', signedIn: true },
];
const PAGES = ['m', 'p'].flatMap((layout) =>
  GAME_PAGES.map(({ query, signedIn = false, budget = SIZE_BUDGET_KB, ...paths }) => ({
    path: paths[layout],
    layout,
    query: query ?? (() => ''),
    signedIn,
    budget,
  })),
);

const { values: flags } = parseArgs({
  options: {
    pages: { type: 'string', default: PAGES.map((page) => page.path).join(',') },
    runs: { type: 'string', default: '3' },
    blocking: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const RUNS = Number(flags.runs);
const chosen = flags.pages.split(',').map((path) => path.trim());
const unknown = chosen.filter((path) => !PAGES.some((page) => page.path === path));
if (unknown.length > 0 || !(RUNS === 0 || RUNS % 2 === 1)) {
  console.error(
    unknown.length > 0
      ? `unknown page ${unknown.join(', ')}; there are: ${PAGES.map((page) => page.path).join(', ')}`
      : '--runs takes 0 or an odd number (the median is one of the runs)',
  );
  process.exit(2);
}
const pages = PAGES.filter((page) => chosen.includes(page.path));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The production server on a seeded PGlite folder; resolves with its address and the seed. */
async function startServer(siteDist) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-bench-'));
  const seeded = await seedSite(dataDir);
  const env = {
    ...process.env,
    SITE_DIST: siteDist,
    PORT: String(port),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const server = spawn('pnpm', ['-s', '--filter', '@skinbox/server', 'start'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 90 s: on a busy shared machine the first PGlite open and the migrations take a while.
  for (let i = 0; i < 450; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, seeded, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('the server did not start');
}

/**
 * The player's state before the pages are measured: its sign-up red packet opened (it would open
 * over every page) and a few boxes opened, so the bag has a list.
 */
async function preparePlayer(base, { token, boxId }) {
  const post = async (path, body) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = await answer.json();
    if (json.code !== 0 && path !== '/api/user/registerReward') {
      throw new Error(`${path} answered ${JSON.stringify(json)}`);
    }
  };
  await post('/api/user/registerReward', {});
  await post('/api/box/open', { boxId, count: BAG_OPENS });
}

/** Sum of the JS and CSS a page loads until the network is idle, gzip level 9. */
async function firstScreenBytes(browser, url, page, token) {
  const viewport = page.layout === 'm' ? { width: 375, height: 812 } : { width: 1440, height: 900 };
  const context = await browser.newContext({ viewport });
  if (page.signedIn) {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [TOKEN_KEY, token],
    );
  }
  const tab = await context.newPage();
  const bodies = [];
  tab.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|css/.test(type)) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await tab.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
  const landed = new URL(tab.url()).pathname;
  const buffers = await Promise.all(bodies);
  await context.close();
  // A guard that sent the page elsewhere would measure the wrong page.
  if (landed !== page.path) throw new Error(`${page.path} landed on ${landed}`);
  // No script at all is a site the server did not serve, not a light page.
  if (buffers.length === 0)
    throw new Error(`${page.path} loaded no JS or CSS: is the site served?`);
  return {
    files: buffers.length,
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

/**
 * Main-thread blocking after the first contentful paint, as Chromium's trace shows it under a 4×
 * CPU throttle: the sum over tasks longer than 50 ms of their excess. Lighthouse's TBT simulates
 * from the same tasks; measured directly it varies less from run to run.
 */
async function blockingAfterPaint(browser, url, page, token) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (page.signedIn) {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [TOKEN_KEY, token],
    );
  }
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
  });
  await tab.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
  await tab.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const paint = traceEvents.findLast((e) => e.name === 'firstContentfulPaint');
  // A trace without a first paint (the same broken traces as Lighthouse's NO_NAVSTART) has no
  // figure; the caller runs it again.
  if (!paint) return undefined;
  return traceEvents
    .filter((e) => e.name === 'RunTask' && e.pid === paint.pid && e.tid === paint.tid)
    .filter((e) => e.ts > paint.ts && e.dur > 50_000)
    .reduce((sum, e) => sum + e.dur / 1000 - 50, 0);
}

/**
 * Stores the player's token in the fresh Chrome's profile, from a small file of the site (so the
 * page itself is not in the cache Lighthouse then keeps).
 */
async function storeToken(chrome, base, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const tab = await browser.contexts()[0].newPage();
  await tab.goto(`${base}/favicon.svg`);
  await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  await tab.close();
  await browser.close();
}

async function lighthouseRun(url, page, base, token) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (page.signedIn) await storeToken(chrome, base, token);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A signed-in page keeps the token stored above (Lighthouse would clear the origin's storage).
      disableStorageReset: page.signedIn,
    });
    const score = lhr.categories.performance.score;
    if (lhr.runtimeError || typeof score !== 'number') {
      return { failed: lhr.runtimeError?.code ?? 'no score' };
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      return { failed: `landed on ${new URL(lhr.finalDisplayedUrl).pathname}` };
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `times` runs of `measure`, one after another (they would disturb each other in parallel); a run
 * that throws, fails or has no figure is retried, at most RETRIES times, and its reason kept.
 */
async function repeat(times, measure) {
  const runs = [];
  const failures = [];
  while (runs.length < times && failures.length <= RETRIES) {
    const run = await measure().catch((error) => ({ failed: String(error.message) }));
    if (run === undefined) failures.push('no figure');
    else if (typeof run === 'object' && 'failed' in run) failures.push(run.failed);
    else runs.push(run);
  }
  return { runs, failures };
}

/** The median of `runs` by `value` (there is an odd number of them). */
function median(runs, value) {
  return [...runs].sort((a, b) => value(a) - value(b))[(runs.length - 1) / 2];
}

const cell = (text, width) => String(text).padEnd(width);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

console.log(`${await loadAverage()} before the run`);
// The site is built into a folder of its own: apps/site/dist may be serving someone's tests.
// Absolute: the server runs in its own package's folder.
const dist = flags.dist ? resolve(flags.dist) : mkdtempSync(join(tmpdir(), 'skinbox-site-'));
if (!flags.dist) {
  execFileSync(
    'pnpm',
    ['-s', '--filter', '@skinbox/site', 'exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir'],
    { cwd: root, stdio: 'ignore' },
  );
}
const server = await startServer(dist);
// Stopped by hand (Ctrl-C): the detached server, its data folder and the build go too;
// Playwright and chrome-launcher close their browsers themselves.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop();
    if (!flags.dist) rmSync(dist, { recursive: true, force: true });
    process.exit(130);
  });
}
const missed = [];
try {
  const { seeded } = server;
  await preparePlayer(server.base, seeded);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const lighthouseColumns = RUNS > 0;
  console.log(
    `first screen: JS + CSS loaded until the network is idle, gzip -9 (files)${lighthouseColumns ? `; Lighthouse 12 mobile performance, median of ${RUNS} runs` : ''}`,
  );
  console.log(
    cell('page', 16) +
      cell('first screen', 24) +
      (lighthouseColumns
        ? cell('score (runs)', 26) +
          cell('FCP', 8) +
          cell('LCP', 8) +
          cell('TBT', 9) +
          cell('CLS', 7)
        : '') +
      (flags.blocking && lighthouseColumns ? cell('blocking', 10) : '') +
      'load',
  );
  for (const page of pages) {
    const url = `${server.base}${page.path}${page.query(seeded)}`;
    const bytes = await firstScreenBytes(browser, url, page, seeded.token);
    const kb = bytes.gzip / 1024;
    if (kb > page.budget) missed.push(`${page.path} first screen ${kb.toFixed(1)} KB`);
    let row =
      cell(page.path, 16) +
      cell(
        `${kb.toFixed(1)} KB${kb > page.budget ? ` > ${page.budget}!` : ''} (${bytes.files})`,
        24,
      );
    let retried = '';
    if (lighthouseColumns) {
      const { runs, failures } = await repeat(RUNS, () =>
        lighthouseRun(url, page, server.base, seeded.token),
      );
      if (failures.length > 0) retried = `  (${failures.length} retried: ${failures.join(', ')})`;
      if (runs.length === RUNS) {
        const r = median(runs, (run) => run.score);
        const below = r.score < SCORE_TARGET;
        if (below) missed.push(`${page.path} Lighthouse ${r.score.toFixed(2)}`);
        const scores = [...runs].sort((x, y) => x.score - y.score).map((x) => x.score.toFixed(2));
        row +=
          cell(`${r.score.toFixed(2)}${below ? '!' : ''} (${scores.join(' ')})`, 26) +
          cell(seconds(r.fcp), 8) +
          cell(seconds(r.lcp), 8) +
          cell(`${Math.round(r.tbt)} ms`, 9) +
          cell(r.cls.toFixed(3), 7);
      } else {
        missed.push(`${page.path} Lighthouse: ${runs.length} of ${RUNS} runs scored`);
        row += cell('no score', 58);
      }
      if (flags.blocking) {
        const blocking = await repeat(RUNS, () =>
          blockingAfterPaint(browser, url, page, seeded.token),
        );
        row += cell(
          blocking.runs.length === RUNS
            ? `${Math.round(median(blocking.runs, (ms) => ms))} ms`
            : 'no trace',
          10,
        );
      }
    }
    const load = (await loadAverage()).replace('load average ', '').replace(/ on .*/, '');
    console.log(`${row}${load}${retried}`);
  }
  await browser.close();
} finally {
  server.stop();
  if (!flags.dist) rmSync(dist, { recursive: true, force: true });
}
console.log(`${await loadAverage()} after the run`);
if (missed.length > 0) {
  console.log(
    `targets missed (first screen ≤ ${SIZE_BUDGET_KB} KB, the home's ≤ ${HOME_BUDGET_KB} KB, Lighthouse ≥ ${SCORE_TARGET}):`,
  );
  for (const miss of missed) console.log(`  ${miss}`);
  process.exit(1);
}
console.log('every page meets its targets');
