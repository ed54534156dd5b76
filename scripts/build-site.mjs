// Builds the site (apps/site/dist, which the server serves). With --if-stale, only when a source is
// newer than the last build, its VITE_* settings changed, or there is no build: `pnpm start` then
// reuses the built site instead of spending about 20 s on it at every start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staleness, writeStamp } from './freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = ['ui', 'api', 'stores', 'fairness'].map((name) => `${root}packages/${name}`);
const inputs = [
  `${root}apps/site`,
  ...packages,
  `${root}pnpm-lock.yaml`,
  `${root}tsconfig.base.json`,
  fileURLToPath(import.meta.url),
];
// Outside dist/, which the server serves to anyone.
const stampDir = `${root}node_modules/.cache/skinbox`;
const stamp = `${stampDir}/site-build.json`;
/** Vite bakes the VITE_* variables into the build: another value is another site. */
const settings = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b)),
);

const reason = existsSync(`${root}apps/site/dist/index.html`)
  ? staleness({ stamp, inputs, settings })
  : 'no build yet';
if (process.argv.includes('--if-stale') && reason === null) process.exit(0);

console.log(`building the site (${reason ?? 'asked'}) …`);
const startedAt = Date.now();
const { status } = spawnSync('pnpm', ['-s', '--filter', '@skinbox/site', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);
mkdirSync(stampDir, { recursive: true });
writeStamp(stamp, { startedAt, settings });
