// bench/admin-size: what the operator console's first screen costs a browser, from its build
// (apps/admin/dist, built first unless --no-build). Two figures, gzip level 9 and brotli 11 of
// each JS and CSS file, as the server sends them (the build's precompressed files):
//   - sign-in: the files apps/admin/dist/index.html loads (its script, module preloads and
//     stylesheets), every file those import statically, and the console's texts in its default
//     language (zh), which the first paint waits for (apps/admin/src/i18n/messages.ts);
//   - dashboard: the sign-in's files plus the dashboard screen's chunk and its static imports,
//     the first screen an operator who may see it lands on after signing in.
// A chunk reached only through import() (a lazy screen, a chart library, another language) is
// not counted: the first screen does not wait for it. Prints figures only.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}apps/admin/dist`;
const BASE = '/admin/';

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['-s', '--filter', '@skinbox/admin', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const fileOf = (url) => `${dist}/${url.replace(BASE, '')}`;
const html = readFileSync(`${dist}/index.html`, 'utf8');
const linked = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(([, url]) => url);

/** Static imports of a built chunk: `import{a as b}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
function staticImports(assetPath) {
  const code = readFileSync(fileOf(assetPath), 'utf8');
  const dir = assetPath.slice(0, assetPath.lastIndexOf('/') + 1);
  return [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+?from\s*)?["'](\.\/[^"']+)["']/g)].map(
    ([, relative]) => dir + relative.slice(2),
  );
}

/** `entries` and every file they import statically. */
function closure(entries) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    if (path.endsWith('.js')) staticImports(path).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

function sizes(path) {
  const bytes = readFileSync(fileOf(path));
  return {
    path: path.replace(`${BASE}assets/`, ''),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
function report(label, paths) {
  const rows = [...paths].map(sizes).sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${label}: ${rows.length} files`);
  console.log(
    `${'file'.padEnd(40)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(`${row.path.padEnd(40)} ${kb(row.raw)} ${kb(row.gzip)} ${kb(row.brotli)}`);
  }
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `${'total'.padEnd(40)} ${kb(total('raw'))} ${kb(total('gzip'))} ${kb(total('brotli'))}`,
  );
}

/** The chunk built from the source file ending in `source`, found through the source maps. */
function chunkOf(source) {
  const name = readdirSync(`${dist}/assets`).find(
    (file) =>
      file.endsWith('.js') &&
      JSON.parse(readFileSync(`${dist}/assets/${file}.map`, 'utf8')).sources.some((path) =>
        path.endsWith(source),
      ),
  );
  if (!name) throw new Error(`no chunk holds ${source}`);
  return `${BASE}assets/${name}`;
}

/**
 * The console's zh texts when they have a chunk of their own (compiled at build time, so no
 * source map names them): the zh-*.js chunk holding the console's first key.
 */
function zhTexts() {
  const name = readdirSync(`${dist}/assets`).find(
    (file) =>
      /^zh-[\w-]+\.js$/.test(file) &&
      readFileSync(`${dist}/assets/${file}`, 'utf8').includes('"app.title"'),
  );
  return name ? [`${BASE}assets/${name}`] : [];
}

const signIn = closure([...linked, ...zhTexts()]);
report('sign-in page (index.html and its static imports)', signIn);

report(
  'dashboard (the sign-in files, then the dashboard chunk and its static imports)',
  closure([...signIn, chunkOf('src/screens/dashboard/DashboardScreen.tsx')]),
);
console.log(
  '\ngzip level 9 and brotli quality 11 of each file; lazy chunks (import()) not counted',
);
