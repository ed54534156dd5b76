#!/usr/bin/env node
// `pnpm test`: every test layer, one after the other (two cores), each printing its own summary,
// then one total line. Installs Debian chromium, the pinned fonts and nginx (the deployment
// recipe's test) when missing and running as root; runs the PostgreSQL and Redis layers only when those servers answer, and says so.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}.ci/out`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const APT_PACKAGES = ['chromium', 'fonts-noto-core', 'fonts-noto-cjk', 'nginx-light'];
/** The reverse proxy of the README's deployment recipe (apps/server/src/health/nginx.pg.test.ts). */
const NGINX = '/usr/sbin/nginx';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function fontsInstalled() {
  try {
    const fonts = execFileSync('fc-list', { encoding: 'utf8' });
    return fonts.includes('Noto Sans CJK') && /NotoSans-Regular/.test(fonts);
  } catch {
    return false;
  }
}

function ensureBrowserAndFonts() {
  if (existsSync(CHROMIUM) && fontsInstalled() && existsSync(NGINX)) return;
  const command = `apt-get update && apt-get install -y ${APT_PACKAGES.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `Debian chromium, the Noto fonts and nginx are needed. Run as root:\n  ${command}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${APT_PACKAGES.join(', ')} …`);
  execFileSync('sh', ['-c', `${command} >/dev/null`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port nobody listens on, so a stray server never breaks the e2e run. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1', ...env },
  });
  return { status: status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/**
 * Runs the commands at once and prints each one's output when it ends, whole, so the two logs do
 * not interleave. For single-threaded layers beside each other on CI's two cores.
 */
function runTogether(jobs) {
  return Promise.all(
    jobs.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '1' },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n━━ ${label} ━━ ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ label, status: code ?? 1, seconds: (Date.now() - started) / 1000 });
          });
        }),
    ),
  );
}

/** The first line of an error, without colours: enough to tell one failure from another. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 240) ?? ''
  );
}

function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const suite of report.testResults) {
    const name = suite.name.replace(root, '');
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (suite.status === 'failed' && failed.length === 0)
      failures.push(`${name}: ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites ?? []) visit(suite);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures,
  };
}

const suiteStarted = Date.now();
ensureBrowserAndFonts();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const [hasPostgres, hasRedis] = await Promise.all([
  reachable(POSTGRES_URL, 5432),
  reachable(REDIS_URL, 6379),
]);
const skippedLayers = [];
if (!hasPostgres) {
  skippedLayers.push(
    `server-pg: every server test on real PostgreSQL, including the concurrency tests (*.pg.test.ts), because nothing answers at ${POSTGRES_URL}`,
  );
}
if (!hasRedis) {
  skippedLayers.push(
    `server-redis: the multi-process pub/sub tests (*.redis.test.ts), because nothing answers at ${REDIS_URL}`,
  );
}

const results = [];
const check = (label, command, args) => results.push({ label, ...run(label, command, args) });
const vitest = (label, projects, env, extra = []) => {
  const file = `${out}/${label}.json`;
  const args = ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const result = run(label, 'pnpm', args, env);
  results.push({ label, ...result, counts: vitestCounts(file) });
};

// ESLint runs on one core; beside the type checker (two programs at a time, each one core most of
// the way) the pair takes about the type checker's time alone.
results.push(
  ...(await runTogether([
    { label: 'typecheck', command: 'pnpm', args: ['-s', 'typecheck'] },
    { label: 'lint', command: 'pnpm', args: ['-s', 'lint'] },
  ])),
);
// The kit's published build: ESM files and declarations (declaration errors escape --noEmit).
check('build ui', 'pnpm', ['-s', '--filter', '@skinbox/ui', 'build']);
vitest('unit', ['logic', 'unit']);
vitest('browser', ['browser']);
vitest('storybook', ['storybook']);
vitest('visual', ['visual']);
// What designers open: the static Storybook with every widget's page (the kit issue: it must build).
check('build storybook', 'pnpm', ['-s', 'build-storybook']);
// With PostgreSQL present the feature tests run there, and PGlite (the embedded default, which
// the e2e layer also runs on) keeps the tests of what differs between the engines: ENGINE_TESTS
// in vitest.config.ts. Without PostgreSQL every server test runs on PGlite.
if (hasPostgres)
  console.log('\nserver-pglite runs the engine tests only (vitest.config.ts: ENGINE_TESTS)');
vitest('server-pglite', ['server-pglite'], { SERVER_PGLITE_SCOPE: hasPostgres ? 'engine' : '' });
if (hasPostgres) vitest('server-pg', ['server-pg'], { DATABASE_URL: POSTGRES_URL });
if (hasRedis) vitest('server-redis', ['server-redis'], { REDIS_URL }, ['--passWithNoTests']);
const build = run('build apps', 'pnpm', ['-s', 'build:site']);
results.push({ label: 'build apps', ...build });
if (build.status === 0) {
  const e2e = run('e2e', 'pnpm', ['-s', '--filter', '@skinbox/e2e', 'test'], {
    E2E_PORT: String(await freePort()),
    E2E_PAY_PORT: String(await freePort()),
  });
  results.push({ label: 'e2e', ...e2e, counts: playwrightCounts(`${out}/e2e.json`) });
}

console.log('\n━━ summary ━━');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { label, status, seconds, counts } of results) {
  const figures = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : '';
  console.log(
    `${status === 0 ? 'ok  ' : 'FAIL'} ${label.padEnd(15)} ${figures.padEnd(38)} ${seconds.toFixed(1)}s`,
  );
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  if (status !== 0 && !counts?.failed) total.failed += 1;
}
for (const layer of skippedLayers) console.log(`SKIPPED ${layer}`);
// Named again at the end, where a reader of the log's last lines finds them.
for (const { label, counts } of results) {
  for (const failure of counts?.failures ?? []) console.log(`failed in ${label}: ${failure}`);
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
console.log(`wall: ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
