// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@skinbox/ui';
import { describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('../..', import.meta.url));
const langDir = join(site, 'src/i18n/lang');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const formatjs = (...args: string[]) =>
  execFileSync('pnpm', ['exec', 'formatjs', ...args], { cwd: site });

describe('site catalogues (FormatJS)', () => {
  const zh = read(join(langDir, 'zh.json'));

  it('zh.json is what extraction from the source gives (run `pnpm i18n`)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'zh.json');
    formatjs(
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.{test,stories}.{ts,tsx}',
      '--format',
      'simple',
      '--out-file',
      out,
    );
    expect(read(out)).toEqual(zh);
  });

  it.each(LOCALES)('%s has every key and no empty text', (locale) => {
    const catalogue = read(join(langDir, `${locale}.json`));
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(zh).sort());
    for (const text of Object.values(catalogue)) expect(String(text).trim()).not.toBe('');
  });

  it('the compiled catalogues are up to date (run `pnpm i18n`)', () => {
    const out = mkdtempSync(join(tmpdir(), 'i18n-compiled-'));
    formatjs('compile-folder', '--ast', '--format', 'simple', langDir, out);
    for (const file of readdirSync(out)) {
      expect(read(join(out, file)), file).toEqual(read(join(site, 'src/i18n/compiled', file)));
    }
  });
});
