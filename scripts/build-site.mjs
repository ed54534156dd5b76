#!/usr/bin/env node
// Builds the site (apps/site/dist) and the operator console (apps/admin/dist), which the server
// serves at / and /admin. With --if-stale, each only when a source is newer than its last build,
// its VITE_* settings changed, or there is no build: `pnpm start` then reuses the built apps
// instead of spending about 20 s on them at every start.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staleness, writeStamp } from './freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = [
  `${root}pnpm-lock.yaml`,
  `${root}tsconfig.base.json`,
  fileURLToPath(import.meta.url),
];
const packagesOf = (names) => names.map((name) => `${root}packages/${name}`);
const apps = [
  {
    name: 'site',
    label: 'the site',
    inputs: [
      `${root}apps/site`,
      ...packagesOf(['ui', 'api', 'stores', 'fairness', 'rules']),
      ...shared,
    ],
  },
  {
    name: 'admin',
    label: 'the operator console',
    inputs: [`${root}apps/admin`, ...packagesOf(['ui', 'api', 'rules']), ...shared],
  },
];
// Outside dist/, which the server serves to anyone.
const stampDir = `${root}node_modules/.cache/skinbox`;
/** Vite bakes the VITE_* variables into the build: another value is another site. */
const settings = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b)),
);

for (const app of apps) {
  const stamp = `${stampDir}/${app.name}-build.json`;
  const reason = existsSync(`${root}apps/${app.name}/dist/index.html`)
    ? staleness({ stamp, inputs: app.inputs, settings })
    : 'no build yet';
  if (process.argv.includes('--if-stale') && reason === null) continue;

  console.log(`building ${app.label} (${reason ?? 'asked'}) …`);
  const startedAt = Date.now();
  const { status } = spawnSync('pnpm', ['-s', '--filter', `@skinbox/${app.name}`, 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
  mkdirSync(stampDir, { recursive: true });
  writeStamp(stamp, { startedAt, settings });
}
