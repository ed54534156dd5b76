// The production build of the server: src/main.ts and src/cluster.ts bundled by esbuild into
// dist/ as plain ES modules that `node` runs without tsx (which compiled every file at each start
// and held its compiler in memory). The workspace packages (@skinbox/api, @skinbox/fairness,
// @skinbox/rules) are TypeScript sources and go into the bundle; every package of the server's own
// dependencies stays an import of node_modules, so native files, WASM (PGlite) and lazily loaded
// modules (@ianlucas/cs2-lib) load from where they were installed. Output lands one folder below
// apps/server, as src/ files are, so paths made from import.meta.url (serverRoot.ts) hold in both.
//
// `node scripts/build.mjs --if-stale` builds only when a source is newer than the last build.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { staleness, writeStamp } from '../../../scripts/freshness.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = `${serverDir}dist`;
const stamp = `${outDir}/build.json`;

/** Everything the bundle is made from. */
const inputs = [
  `${serverDir}src`,
  `${serverDir}package.json`,
  fileURLToPath(import.meta.url),
  `${repoRoot}packages/api/src`,
  `${repoRoot}packages/api/package.json`,
  `${repoRoot}packages/fairness/src`,
  `${repoRoot}packages/fairness/package.json`,
  `${repoRoot}packages/rules/src`,
  `${repoRoot}packages/rules/package.json`,
  `${repoRoot}pnpm-lock.yaml`,
];

/** The server's dependencies, and theirs of the workspace packages it bundles, stay external. */
function externalPackages() {
  const manifest = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const server = manifest(`${serverDir}package.json`);
  const names = new Set(Object.keys(server.dependencies ?? {}));
  const bundled = [...names].filter((name) => name.startsWith('@skinbox/'));
  for (const name of bundled) {
    const folder = `${repoRoot}packages/${name.slice('@skinbox/'.length)}`;
    for (const dependency of Object.keys(manifest(`${folder}/package.json`).dependencies ?? {})) {
      if (!names.has(dependency)) {
        // Bundled code imports it at run time from apps/server/node_modules, where it must be.
        throw new Error(`${name} depends on ${dependency}: add it to the server's dependencies`);
      }
    }
    names.delete(name);
  }
  return [...names];
}

/**
 * One build at a time (two test files may ask at once): the lock holds the builder's pid, and a
 * lock whose process is gone is taken over.
 */
async function holdBuildLock() {
  const lock = `${serverDir}.build.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.once('exit', () => rmSync(lock, { force: true }));
      return;
    } catch {
      const holder = Number(readFileSync(lock, 'utf8'));
      try {
        process.kill(holder, 0);
      } catch {
        rmSync(lock, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const ifStale = process.argv.includes('--if-stale');
if (ifStale && staleness({ stamp, inputs }) === null) process.exit(0);
await holdBuildLock();
// Another build may have finished while this one waited.
const reason = staleness({ stamp, inputs });
if (ifStale && reason === null) process.exit(0);

const startedAt = Date.now();
const nextDir = `${outDir}.next`;
rmSync(nextDir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${serverDir}src/main.ts`, cluster: `${serverDir}src/cluster.ts` },
  outdir: nextDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: externalPackages(),
  sourcemap: 'linked',
  // Chunks beside the entries: one folder below apps/server, like every file of src/.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  // Bundled CommonJS helpers (none today) would need require(): give them Node's.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The database functions' files (src/<feature>/sql/*.sql, db/repeatable.ts), read at each start
// from the code's folder: dist/ holds them at the same paths as src/.
for (const file of readdirSync(`${serverDir}src`, { recursive: true }).map(String)) {
  if (/(^|\/)sql\/[^/]+\.sql$/.test(file)) cpSync(`${serverDir}src/${file}`, `${nextDir}/${file}`);
}
// Swapped in whole, so a start never finds half a build.
const oldDir = `${outDir}.old`;
rmSync(oldDir, { recursive: true, force: true });
if (existsSync(outDir)) renameSync(outDir, oldDir);
renameSync(nextDir, outDir);
rmSync(oldDir, { recursive: true, force: true });
writeStamp(stamp, { startedAt, settings: {} });
console.log(
  `server built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${reason ?? 'asked'})`,
);
