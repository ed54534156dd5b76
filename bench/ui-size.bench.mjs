// bench/ui-size: what @skinbox/ui costs a consumer, gzip level 9 of a minified bundle.
// It builds the kit's published ESM (packages/ui/dist, the same `vite build` as
// `pnpm --filter @skinbox/ui build`), then bundles, as a sister platform's bundler would:
//   - the whole kit: `export * from '@skinbox/ui'`;
//   - each widget alone: `export { <that folder's exports> } from '@skinbox/ui'`, the folders and
//     their exports read at run time from dist/index.js, so widgets added later are measured too;
//   - each language besides the built-in zh: `@skinbox/ui/locale/<locale>`;
//   - the console entry, `@skinbox/ui/console`, with its libraries;
// React, Emotion and react-intl are excluded (external): they are the kit's peer dependencies,
// which the host app ships once whatever it uses them for (the issue names React and Emotion; the
// lead ruled that react-intl, also a peer, counts the same). A second column shows each bundle with
// react-intl inside, for transparency. Prints figures only; never fails on the budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const kitDir = `${root}packages/ui`;
const distIndex = `${kitDir}/dist/index.js`;
const BUDGET_KB = 45;
const ENTRY = '\0ui-size-entry';

// The bundler Vite itself uses (rolldown), resolved through Vite so the versions always match.
const { rolldown } = await import(createRequire(import.meta.resolve('vite')).resolve('rolldown'));
const REACT_EMOTION = /^(react|react-dom|@emotion\/[^/]+)(\/.*)?$/;
const PEERS = /^(react|react-dom|react-intl|@emotion\/[^/]+)(\/.*)?$/;

function buildKit() {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: kitDir,
    stdio: 'inherit',
  });
}

/** Exported name → folder under src/ (button, toast, theme …), from the built entry. */
function exportsByFolder() {
  const code = readFileSync(distIndex, 'utf8');
  const { program } = parseSync(distIndex, code);
  const folderOfLocal = new Map();
  const folders = new Map();
  const add = (folder, name) => {
    if (!folders.has(folder)) folders.set(folder, []);
    folders.get(folder).push(name);
  };
  const folderOf = (source) => source.replace(/^\.\//, '').split('/')[0].replace(/\.js$/, '');
  const nameOf = (node) => node.name ?? node.value;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) folderOfLocal.set(s.local.name, folderOf(node.source.value));
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) {
        const folder = node.source
          ? folderOf(node.source.value)
          : (folderOfLocal.get(nameOf(s.local)) ?? 'index');
        add(folder, nameOf(s.exported));
      }
    } else if (node.type === 'ExportAllDeclaration') {
      throw new Error(`dist/index.js re-exports * from ${node.source.value}; list names instead`);
    }
  }
  return folders;
}

/** Minified, gzip-9 bytes of a bundle whose entry is `source`, and how many kit files it holds. */
async function gzipBytes(source, external) {
  const bundle = await rolldown({
    input: ENTRY,
    platform: 'browser',
    external: (id) => external.test(id),
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
    plugins: [
      {
        name: 'ui-size-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? source : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es', minify: true });
    const chunks = output.filter((file) => file.type === 'chunk');
    const code = chunks.map((chunk) => chunk.code).join('\n');
    const kitFiles = chunks
      .flatMap((chunk) => Object.entries(chunk.modules))
      .filter(([id, module]) => id.startsWith(`${kitDir}/dist/`) && module.renderedLength > 0);
    return { bytes: gzipSync(code, { level: 9 }).length, kitFiles: kitFiles.length };
  } finally {
    await bundle.close();
  }
}

async function measure(label, source) {
  const kit = await gzipBytes(source, PEERS);
  const withIntl = await gzipBytes(source, REACT_EMOTION);
  return { label, kit: kit.bytes, withIntl: withIntl.bytes, files: kit.kitFiles };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

buildKit();
const folders = exportsByFolder();
const from = JSON.stringify(distIndex);
const rows = [await measure('whole kit', `export * from ${from};`)];
for (const [folder, names] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  rows.push(await measure(folder, `export { ${names.join(', ')} } from ${from};`));
}
// The operator console's widgets, an entry of their own (`@skinbox/ui/console`) with TanStack
// Table and uPlot inside (uPlot in a chunk loaded with the first chart), never in the whole kit.
const consoleEntry = JSON.stringify(`${kitDir}/dist/console.js`);
rows.push(await measure('console entry', `export * from ${consoleEntry};`));
// zh is built in; an app adds each other language it speaks from an entry of its own.
for (const locale of ['en', 'vi', 'ko', 'tw']) {
  const entry = JSON.stringify(`${kitDir}/dist/locale/lang/${locale}.js`);
  rows.push(await measure(`locale/${locale}`, `export { default } from ${entry};`));
}

console.log('gzip KB, minified; React, Emotion and react-intl external (peer dependencies)');
console.log(`${'bundle'.padEnd(22)} ${'kit'.padStart(7)} ${'+intl'.padStart(7)}  kit files`);
for (const { label, kit, withIntl, files } of rows) {
  console.log(`${label.padEnd(22)} ${kb(kit)} ${kb(withIntl)}  ${String(files).padStart(9)}`);
}
console.log('(+intl: the same bundle with react-intl inside; kit files: kit modules it keeps)');
console.log('provider is KitProvider, which every app mounts: it carries every widget’s zh texts;');
console.log('locale/<locale>: a language an app adds with addKitLocale, beside the whole kit');
const whole = rows[0].kit / 1024;
console.log(
  `${whole < BUDGET_KB ? 'PASS' : 'FAIL'} whole kit ${whole.toFixed(1)} KB gzip, target < ${BUDGET_KB} KB`,
);
console.log(`     with react-intl bundled too: ${(rows[0].withIntl / 1024).toFixed(1)} KB gzip`);
