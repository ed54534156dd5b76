// `pnpm i18n`: the site's catalogues, built from the sources.
// 1. zh (the default) is extracted from the defineMessages calls in the source (FormatJS CLI).
// 2. Each other language is merged from the `translations/<locale>.json` files that live beside
//    the screens that use them, so people working on different screens never edit one file.
// 3. All five are compiled to ASTs, so the browser never parses ICU messages.
// With --check it writes to a temporary folder and fails when the committed files differ.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TRANSLATED = ['en', 'vi', 'ko', 'tw'];
const site = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'site-i18n-')) : join(site, 'src/i18n');
mkdirSync(join(out, 'lang'), { recursive: true });
const translationFiles = (dir, locale) =>
  readdirSync(join(site, dir), { recursive: true })
    .map(String)
    .filter((path) => path.endsWith(`translations/${locale}.json`))
    .map((path) => join(dir, path))
    .sort();
const formatjs = (...args) =>
  execFileSync('pnpm', ['exec', 'formatjs', ...args], { cwd: site, stdio: 'pipe' });

formatjs(
  'extract',
  'src/**/*.{ts,tsx}',
  '--ignore',
  'src/**/*.{test,stories}.{ts,tsx}',
  '--format',
  'simple',
  '--out-file',
  join(out, 'lang/zh.json'),
);

for (const locale of TRANSLATED) {
  const merged = {};
  for (const file of translationFiles('src', locale)) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(join(site, file), 'utf8')))) {
      if (id in merged) throw new Error(`${id} is translated twice (${file})`);
      merged[id] = text;
    }
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(out, `lang/${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}

formatjs('compile-folder', '--ast', '--format', 'simple', join(out, 'lang'), join(out, 'compiled'));

if (check) {
  const differs = [];
  for (const dir of ['lang', 'compiled']) {
    for (const locale of ['zh', ...TRANSLATED]) {
      const fresh = JSON.parse(readFileSync(join(out, dir, `${locale}.json`), 'utf8'));
      const committed = JSON.parse(
        readFileSync(join(site, 'src/i18n', dir, `${locale}.json`), 'utf8'),
      );
      if (JSON.stringify(fresh) !== JSON.stringify(committed))
        differs.push(`${dir}/${locale}.json`);
    }
  }
  if (differs.length > 0) {
    console.error(`out of date: ${differs.join(', ')}; run \`pnpm --filter @skinbox/site i18n\``);
    process.exit(1);
  }
}
